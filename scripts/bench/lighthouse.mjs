// `npm run bench:lighthouse`: Lighthouse mobile (simulated throttling) on one page of every route type,
// three runs each, medians. Needs `npm run build` first and Chromium (CHROME_PATH or /usr/bin/chromium).
import { median, runLighthouse } from './lh.mjs';
import { machine, sitemapPaths, startServer } from './server.mjs';

const PORT = 3301;
const RUNS = Number(process.env.LH_RUNS ?? 3);

/** One representative path per route shape: /, /politik, /politik/[slug], /politik/[category]/[slug], … */
function routeTypes(paths) {
  const byType = new Map();
  for (const p of paths) {
    const parts = p.split('/').filter(Boolean);
    const type =
      parts.length <= 1
        ? p
        : `/${parts[0]}/${parts
            .slice(1)
            .map(() => '[slug]')
            .join('/')}`;
    if (!byType.has(type)) byType.set(type, p);
  }
  return byType;
}

const server = await startServer({ port: PORT });
const rows = [];
try {
  const types = routeTypes(await sitemapPaths(server.url));
  if ((await fetch(`${server.url}/embed`)).ok) types.set('/embed', '/embed');
  for (const [type, page] of types) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const lhr = runLighthouse(server.url + page);
      if (!lhr) {
        process.stderr.write(`  ${type}: run ${i + 1} failed twice, left out\n`);
        continue;
      }
      runs.push({
        perf: lhr.categories.performance.score * 100,
        a11y: lhr.categories.accessibility.score * 100,
        bp: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
      });
    }
    if (!runs.length) continue;
    const m = (k) => median(runs.map((r) => r[k]));
    rows.push({
      type,
      page,
      perf: m('perf'),
      a11y: m('a11y'),
      bp: m('bp'),
      seo: m('seo'),
      lcp: m('lcp'),
      tbt: m('tbt'),
      cls: m('cls'),
    });
    const r = rows.at(-1);
    process.stderr.write(`  ${type}: perf ${r.perf} a11y ${r.a11y} bp ${r.bp} seo ${r.seo}\n`);
  }
} finally {
  await server.stop();
}

console.log(`bench:lighthouse — ${machine()}`);
console.log(`Lighthouse mobile, simulated throttling, median of ${RUNS} runs\n`);
console.log(
  'route type                         | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS',
);
console.log(
  '-----------------------------------|------|------|----------|-----|--------|--------|------',
);
for (const r of rows) {
  console.log(
    `${r.type.padEnd(34)} | ${String(r.perf).padStart(4)} | ${String(r.a11y).padStart(4)} | ${String(r.bp).padStart(8)} | ${String(r.seo).padStart(3)} | ${r.lcp.toFixed(0).padStart(6)} | ${r.tbt.toFixed(0).padStart(6)} | ${r.cls.toFixed(3)}`,
  );
}
