// CI's summary of the Playwright suites (.ci/run): for each suite that wrote a report (tests/e2e/summary-reporter.ts),
// its counts, its slowest tests and, by name, every test that failed or passed only on its retry, with the first lines
// of each failed attempt's error.
// Usage: node scripts/ci/playwright-summary.mjs [dir] (default $PW_SUMMARY_DIR or .data/playwright-summary).
import fs from 'node:fs';
import path from 'node:path';

const dir =
  process.argv[2] ??
  process.env.PW_SUMMARY_DIR ??
  path.join(process.cwd(), '.data', 'playwright-summary');
const files = fs.existsSync(dir)
  ? fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
  : [];
if (files.length === 0) console.log('(no Playwright suite wrote a report)');
for (const file of files) {
  const s = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const c = s.counts;
  console.log(
    `--- ${s.suite}: ${s.status}, ${c.total} tests in ${s.seconds} s (${c.passed} passed, ${c.flaky} flaky, ${c.failed} failed, ${c.skipped} skipped)`,
  );
  for (const t of s.slowest)
    console.log(
      `  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name}${t.attempts > 1 ? ` (${t.attempts} attempts)` : ''}`,
    );
  const why = (name) => {
    for (const error of s.errors?.[name] ?? []) console.log(error.replace(/^/gm, '      '));
  };
  for (const name of s.flaky) {
    console.log(`  FLAKY (passed on retry): ${name}`);
    why(name);
  }
  for (const name of s.failed) {
    console.log(`  FAILED: ${name}`);
    why(name);
  }
  for (const name of s.interrupted ?? []) console.log(`  INTERRUPTED (step time limit): ${name}`);
}
