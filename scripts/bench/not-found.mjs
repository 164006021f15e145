// `npm run bench:not-found`: how fast the not-found states answer on a server bound to 127.0.0.1, where a same-site
// rewrite used to be network-proxied and loop (tests/e2e/site/not-found.spec.ts checks that they answer; this measures how
// fast, which a pass/fail test on a shared machine cannot). Needs `npm run build` first.
import { machine, startServer } from './server.mjs';

const PORT = 3310;
const PATHS = [
  '/politik/findes-ikke',
  '/politik/digitalisering/findes-ikke',
  '/cases/findes-ikke',
  '/kandidater/findes-ikke',
  '/ai/playbooks/findes-ikke',
  '/nyheder/findes-ikke',
];
const RUNS = 20;

const server = await startServer({ port: PORT });
const rows = [];
try {
  // The first request loads proxy.ts and the content index; a real page pays it, as in the e2e test.
  await fetch(`${server.url}/politik/digitalisering`);
  for (const path of PATHS) {
    const times = [];
    let status = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const response = await fetch(server.url + path);
      await response.text();
      times.push(performance.now() - started);
      status = response.status;
    }
    times.sort((a, b) => a - b);
    rows.push({ path, status, median: times[Math.floor(RUNS / 2)], max: times[RUNS - 1] });
  }
} finally {
  await server.stop();
}

console.log(`bench:not-found — ${machine()}`);
console.log(`${RUNS} sequential requests per path after a warm-up, server bound to 127.0.0.1\n`);
console.log('path                                 | status | median ms | max ms');
console.log('-------------------------------------|--------|-----------|-------');
for (const r of rows)
  console.log(
    `${r.path.padEnd(36)} | ${String(r.status).padStart(6)} | ${r.median.toFixed(1).padStart(9)} | ${r.max.toFixed(1).padStart(6)}`,
  );
