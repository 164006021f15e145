// After `next build`, before csp-meta: each pre-rendered page's completed Suspense boundaries go back where they
// belong instead of after the page with a script that moves them in (lib/perf/inline-boundaries.js says why). The
// forms that hydrate on first use then show at first paint and without JavaScript. Re-running is safe.
import { inlineCompletedBoundaries } from '../../lib/perf/inline-boundaries.js';
import { rewriteBuiltPages } from './built-pages.mjs';

if (import.meta.url === `file://${process.argv[1]}`) {
  const { pages, count: boundaries } = rewriteBuiltPages((html) => inlineCompletedBoundaries(html));
  console.log(
    `inline-boundaries: ${boundaries} completed Suspense boundaries put in place in ${pages} pre-rendered pages`,
  );
}
