// After `next build`, before csp-meta: the site's stylesheet travels inside each pre-rendered page, so a phone paints
// without waiting for a second request (a round trip, ~650 ms under Lighthouse's mobile throttling; issue 30).
// The <link> stays, with media="print": React finds it at hydration and on client navigations (so it neither adds
// another nor holds a render until it loads), the browser fetches it at the lowest priority without blocking the
// paint, and the cached file costs nothing on the next page. No inline event handler is needed (the CSP allows
// none); style-src already allows inline styles. Re-running is safe. Next's experimental.inlineCss was measured
// against this and lost: it writes the stylesheet twice into each page (a <style> and again in the RSC payload).
import fs from 'node:fs';
import path from 'node:path';
import { inlineStylesheets } from '../../lib/perf/inline-css.js';
import { distDir, rewriteBuiltPages } from './built-pages.mjs';

if (import.meta.url === `file://${process.argv[1]}`) {
  const cache = new Map();
  const readCss = (file) => {
    if (!cache.has(file)) cache.set(file, fs.readFileSync(path.join(distDir, file), 'utf8'));
    return cache.get(file);
  };
  const { pages } = rewriteBuiltPages((html) => inlineStylesheets(html, readCss));
  console.log(
    `inline-css: the stylesheet inlined into ${pages} pre-rendered pages (${[...cache.values()].reduce((n, css) => n + css.length, 0)} bytes)`,
  );
}
