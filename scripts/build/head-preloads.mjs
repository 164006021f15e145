// After `next build`, beside inline-css: a lead picture's preload that React left in a pre-rendered page's body is
// copied into its <head> (lib/perf/head-preloads.js says why). Re-running is safe.
import { copyPreloadsToHead } from '../../lib/perf/head-preloads.js';
import { rewriteBuiltPages } from './built-pages.mjs';

const { pages, count: copies } = rewriteBuiltPages((html) => copyPreloadsToHead(html));
console.log(
  `head-preloads: ${copies} picture preload(s) copied into the <head> of ${pages} pre-rendered pages`,
);
