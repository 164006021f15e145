// `npm run bench:build`: next build with the content multiplied ×1, ×10 and ×50 (generated into temporary copies
// of content/, selected with CONTENT_DIR, built into a separate NEXT_DIST_DIR), timing the build per page.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { machine } from './server.mjs';

const FACTORS = (process.env.BENCH_FACTORS ?? '1,10,50').split(',').map(Number);
// Collections whose size is free; policy areas (exactly 12), KPIs (8) and demos (5) are fixed by the spec.
const MULTIPLY = ['themes', 'policies', 'cases', 'playbooks', 'candidates'];

function copyContent(factor) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `content-x${factor}-`));
  fs.cpSync('content', dir, { recursive: true });
  for (const folder of MULTIPLY) {
    const base = path.join(dir, folder);
    for (const name of fs.readdirSync(base).filter((n) => /\.mdx?$/.test(n))) {
      const source = fs.readFileSync(path.join(base, name), 'utf8');
      for (let k = 2; k <= factor; k++) {
        // Unique title, name and order; only the original can be the lead candidate.
        const copy = source
          .replace(
            /^(title|name): (.+)$/m,
            (_, key, value) => `${key}: ${value.replace(/^(['"]?)(.*?)\1$/, '$2')} ${k}`,
          )
          .replace(/^order: (\d+)$/m, (_, n) => `order: ${Number(n) + k * 1000}`)
          .replace(/^lead: true$/m, 'lead: false');
        fs.writeFileSync(path.join(base, name.replace(/(\.mdx?)$/, `-${k}$1`)), copy);
      }
    }
  }
  return dir;
}

const countPages = (dist) => {
  let n = 0;
  const walk = (d) =>
    fs
      .readdirSync(d, { withFileTypes: true })
      .forEach((e) =>
        e.isDirectory() ? walk(path.join(d, e.name)) : e.name.endsWith('.html') && n++,
      );
  walk(path.join(dist, 'server', 'app'));
  return n;
};

const rows = [];
// next build adds each distDir's types to tsconfig.json; the benchmark must leave the project as it found it.
const tsconfig = fs.readFileSync('tsconfig.json', 'utf8');
for (const factor of FACTORS) {
  const content = copyContent(factor);
  const dist = `.next-bench-x${factor}`;
  const env = {
    ...process.env,
    CONTENT_DIR: content,
    NEXT_DIST_DIR: dist,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  try {
    execFileSync('npx', ['tsx', 'scripts/content/check.ts', content], { env, stdio: 'inherit' });
    const start = process.hrtime.bigint();
    execFileSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
      env,
      stdio: 'ignore',
    });
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const pages = countPages(dist);
    rows.push({ factor, pages, seconds });
    process.stderr.write(`  ×${factor}: ${pages} pages in ${seconds.toFixed(1)} s\n`);
  } finally {
    fs.rmSync(content, { recursive: true, force: true });
    fs.rmSync(dist, { recursive: true, force: true });
    fs.writeFileSync('tsconfig.json', tsconfig);
  }
}

console.log(`bench:build — ${machine()}`);
console.log('next build (Turbopack), content multiplied; pages = pre-rendered HTML files\n');
console.log('content | pages | build s | ms per page | s per page vs ×1');
console.log('--------|-------|---------|-------------|-----------------');
const base = rows[0];
for (const r of rows) {
  const perPage = (r.seconds / r.pages) * 1000;
  console.log(
    `×${String(r.factor).padEnd(6)} | ${String(r.pages).padStart(5)} | ${r.seconds.toFixed(1).padStart(7)} | ${perPage.toFixed(0).padStart(11)} | ${(perPage / ((base.seconds / base.pages) * 1000)).toFixed(2)}`,
  );
}
