// `npm run bench:pages`: static-page throughput with the CSP meta in place vs the same build without it,
// alternating A/B rounds in one run so machine noise hits both sides alike. Needs `npm run build` first.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { machine, startServer } from './server.mjs';

const PORT = 3300;
const PAGES = ['/', '/politik', '/kontakt', '/cases/ai-byggesag'];
const ROUNDS = 2;
const serverDir = path.join(process.cwd(), '.next', 'server');
const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/g;

function* htmlFiles(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) yield* htmlFiles(full);
    else if (e.name.endsWith('.html')) yield full;
  }
}

const snapshot = new Map([...htmlFiles(serverDir)].map((f) => [f, fs.readFileSync(f, 'utf8')]));
const setCsp = (on) => {
  fs.rmSync(path.join(serverDir, 'route-cache'), { recursive: true, force: true });
  for (const [file, html] of snapshot) fs.writeFileSync(file, on ? html : html.replace(META, ''));
};

async function measure(url) {
  const results = [];
  for (const page of PAGES) {
    const r = await autocannon({ url: url + page, connections: 50, duration: 8 });
    results.push(r.requests.average);
  }
  return results;
}

const totals = { with: PAGES.map(() => 0), without: PAGES.map(() => 0) };
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of round % 2 ? ['without', 'with'] : ['with', 'without']) {
      setCsp(mode === 'with');
      const server = await startServer({ port: PORT });
      await measure(server.url); // warm-up, discarded
      const rps = await measure(server.url);
      rps.forEach((v, i) => (totals[mode][i] += v / ROUNDS));
      await server.stop();
    }
  }
} finally {
  setCsp(true);
}

console.log(`bench:pages — ${machine()}`);
console.log(
  'autocannon, 50 connections, 8 s per page, mean of 2 alternating rounds after warm-up\n',
);
console.log('page               | with CSP req/s | without req/s | ratio');
console.log('-------------------|----------------|---------------|------');
PAGES.forEach((p, i) => {
  const w = totals.with[i];
  const wo = totals.without[i];
  console.log(
    `${p.padEnd(18)} | ${w.toFixed(0).padStart(14)} | ${wo.toFixed(0).padStart(13)} | ${(w / wo).toFixed(2)}`,
  );
});
