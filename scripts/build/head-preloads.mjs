// After `next build`, beside inline-css: a lead picture's preload that React left in a pre-rendered page's body is
// copied into its <head> (lib/perf/head-preloads.js says why). Re-running is safe.
import fs from 'node:fs';
import { copyPreloadsToHead } from '../../lib/perf/head-preloads.js';
import { builtHtmlFiles } from './built-pages.mjs';

let pages = 0;
let copies = 0;
for (const file of builtHtmlFiles()) {
  const { html, count } = copyPreloadsToHead(fs.readFileSync(file, 'utf8'));
  if (!count) continue;
  fs.writeFileSync(file, html);
  pages += 1;
  copies += count;
}
console.log(
  `head-preloads: ${copies} picture preload(s) copied into the <head> of ${pages} pre-rendered pages`,
);
