// After `next build`, beside inline-css: a lead picture's preload that React left in a pre-rendered page's body is
// copied into its <head> (lib/perf/head-preloads.js says why). Re-running is safe.
import fs from 'node:fs';
import path from 'node:path';
import { env } from '../../lib/env.js';
import { copyPreloadsToHead } from '../../lib/perf/head-preloads.js';

const distDir = env.NEXT_DIST_DIR ?? '.next';
const serverDir = path.join(process.cwd(), distDir, 'server');
const standaloneServerDir = path.join(process.cwd(), distDir, 'standalone', distDir, 'server');

function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

let pages = 0;
let copies = 0;
const dirs = [serverDir, ...(fs.existsSync(standaloneServerDir) ? [standaloneServerDir] : [])];
for (const file of dirs.flatMap((dir) => [...htmlFiles(dir)])) {
  const { html, count } = copyPreloadsToHead(fs.readFileSync(file, 'utf8'));
  if (!count) continue;
  fs.writeFileSync(file, html);
  pages += 1;
  copies += count;
}
console.log(
  `head-preloads: ${copies} picture preload(s) copied into the <head> of ${pages} pre-rendered pages`,
);
