// Per spec file of a Playwright run: its tests and their time (every attempt of every test, hooks and fixtures
// included), from Playwright's JSON report; with two reports, the two side by side (the before/after table of issue 44).
// Usage: PLAYWRIGHT_JSON_OUTPUT_NAME=run.json npx playwright test -c tests/e2e/site --reporter=dot,json
//        node scripts/ci/playwright-per-spec.mjs before.json [after.json]
import fs from 'node:fs';
import path from 'node:path';

/** file → { tests, ms, retried } for one JSON report, and the run's wall-clock seconds. */
function perSpec(file) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const specs = new Map();
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const row = specs.get(file) ?? { tests: 0, ms: 0, retried: 0 };
        row.tests++;
        row.ms += test.results.reduce((sum, r) => sum + r.duration, 0);
        if (test.results.length > 1) row.retried++;
        specs.set(file, row);
      }
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of report.suites) visit(suite, path.basename(suite.file));
  return { specs, seconds: Math.round((report.stats?.duration ?? 0) / 1000) };
}

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile) {
  console.error('usage: node scripts/ci/playwright-per-spec.mjs before.json [after.json]');
  process.exit(2);
}
const before = perSpec(beforeFile);
const after = afterFile ? perSpec(afterFile) : undefined;
const s = (ms) => (ms / 1000).toFixed(0);
const total = (run) =>
  [...run.specs.values()].reduce((t, r) => ({ tests: t.tests + r.tests, ms: t.ms + r.ms }), {
    tests: 0,
    ms: 0,
  });
const retried = (row) => (row?.retried ? ` (${row.retried} retried)` : '');
const names = [...new Set([...before.specs.keys(), ...(after?.specs.keys() ?? [])])].sort(
  (a, b) => (before.specs.get(b)?.ms ?? 0) - (before.specs.get(a)?.ms ?? 0),
);

if (!after) {
  console.log('| spec | tests | test time (s) |');
  console.log('| --- | ---: | ---: |');
  for (const name of names) {
    const row = before.specs.get(name);
    console.log(`| ${name} | ${row.tests}${retried(row)} | ${s(row.ms)} |`);
  }
  const t = total(before);
  console.log(`| **total** | **${t.tests}** | **${s(t.ms)}** |`);
  console.log(`| wall clock | | ${before.seconds} |`);
} else {
  console.log(
    '| spec | tests before | tests after | test time before (s) | test time after (s) | after/before |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  const ratio = (a, b) => (b ? `${Math.round((100 * a) / b)} %` : '—');
  for (const name of names) {
    const b = before.specs.get(name);
    const a = after.specs.get(name);
    console.log(
      `| ${name} | ${b ? `${b.tests}${retried(b)}` : '—'} | ${a ? `${a.tests}${retried(a)}` : '—'} | ${b ? s(b.ms) : '—'} | ${a ? s(a.ms) : '—'} | ${ratio(a?.ms ?? 0, b?.ms ?? 0)} |`,
    );
  }
  const tb = total(before);
  const ta = total(after);
  console.log(
    `| **total** | **${tb.tests}** | **${ta.tests}** | **${s(tb.ms)}** | **${s(ta.ms)}** | **${ratio(ta.ms, tb.ms)}** |`,
  );
  console.log(
    `| wall clock (s) | | | ${before.seconds} | ${after.seconds} | ${ratio(after.seconds, before.seconds)} |`,
  );
}
