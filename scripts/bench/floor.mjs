// `npm run bench:floor`: every route type against the framework's floor — a hello-world app built with this
// project's own next/react/react-dom in a temporary folder — Lighthouse mobile, interleaved in one run
// (floor, page, floor, page, …), plus the gzip JS each page's HTML references and what a browser downloads in
// the first seconds (prefetches included). Needs `npm run build` first; run it under the heavy-job lock.
//   FLOOR_RUNS=3 (Lighthouse runs per page)   FLOOR_PAGES=home,policy,kpi (subset by name, default all)
//   FLOOR_DIST=.next (the build to serve; a comma list, e.g. .next-bench-before,.next, interleaves builds in one run)
//   FLOOR_SECONDS=10 (network window)          FLOOR_LIGHTHOUSE=0 / FLOOR_NETWORK=0 (leave that part out)
//   FLOOR_THROTTLING=devtools (Lighthouse throttles the load itself instead of simulating a phone afterwards)
// Beside the floor it measures "floor+css": the same hello-world app with the site's stylesheet linked, once per
// run. The difference between the two is what one render-blocking stylesheet costs in this measurement.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { heavyIn } from './heavy-code.mjs';
import { median, runLighthouse } from './lh.mjs';
import { machine, sitemapPaths, startServer } from './server.mjs';

const FLOOR_PORT = Number(process.env.FLOOR_PORT ?? 3141);
const SITE_PORT = Number(process.env.FLOOR_SITE_PORT ?? 3142);
const RUNS = Number(process.env.FLOOR_RUNS ?? 3);
const SECONDS = Number(process.env.FLOOR_SECONDS ?? 10);
const LIGHTHOUSE = process.env.FLOOR_LIGHTHOUSE !== '0';
const NETWORK = process.env.FLOOR_NETWORK !== '0';
const DISTS = (process.env.FLOOR_DIST ?? '.next').split(',');
const ONLY = (process.env.FLOOR_PAGES ?? process.argv.slice(2).join(',')).split(',').filter(Boolean);
const THROTTLING = process.env.FLOOR_THROTTLING ?? 'simulate';
const CSS_PORT = FLOOR_PORT + 10;

/** One page per route type, picked from the sitemap by its shape. */
const ROUTE_TYPES = [
  ['home', /^\/$/],
  ['policy-area', /^\/politik\/digitalisering$/],
  ['policy', /^\/politik\/[^/]+\/[^/]+$/],
  ['case-list', /^\/cases$/],
  ['case', /^\/cases\/[^/]+$/],
  ['kpi', /^\/kpi$/],
  ['candidates', /^\/kandidater$/],
  ['candidate', /^\/kandidater\/[^/]+$/],
  ['ai', /^\/ai$/],
  ['playbook', /^\/ai\/playbooks\/[^/]+$/],
  ['contact', /^\/kontakt$/],
  ['privacy', /^\/privatliv$/],
  ['embed-docs', /^\/embed\/docs$/],
];

const LAYOUT = `export const metadata = { title: 'Floor' };
export default function RootLayout({ children }) {
  return <html lang="da"><body>{children}</body></html>;
}
`;
const PAGE = `import Link from 'next/link';
export default function Page() {
  return <main><h1>Hello world</h1><p>The framework's floor: one text page and one link, nothing else.</p><Link href="/next">Next page</Link></main>;
}
`;

/**
 * Builds the hello-world app; its node_modules is a link to the project's, so the versions are the same by construction.
 * stylesheet: CSS text the layout imports (the site's own, for the floor+css reference), or none.
 */
function buildFloor(stylesheet) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-floor-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('package.json', JSON.stringify({ name: 'next-floor', private: true }));
  write('app/layout.jsx', stylesheet === undefined ? LAYOUT : `import './site.css';\n${LAYOUT}`);
  if (stylesheet !== undefined) write('app/site.css', stylesheet);
  write('app/page.jsx', PAGE);
  write('app/next/page.jsx', PAGE.replace('Hello world', 'Second page').replace('href="/next"', 'href="/"'));
  write('public/robots.txt', 'User-agent: *\nAllow: /\n');
  // Turbopack refuses files outside its root; the root must contain the real node_modules behind the link.
  write('next.config.mjs', `export default { turbopack: { root: ${JSON.stringify(path.parse(dir).root)} } };\n`);
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  execFileSync(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return dir;
}

const jsCache = new Map();
async function fetchText(url) {
  if (!jsCache.has(url)) jsCache.set(url, await (await fetch(url)).text());
  return jsCache.get(url);
}

/** Gzip bytes of the scripts the HTML references (the nomodule polyfill left out, as modern browsers skip it). */
async function htmlJs(base, page) {
  const html = await (await fetch(base + page)).text();
  const srcs = new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)].filter((m) => !/noModule/i.test(m[0])).map((m) => m[1]));
  let gzip = 0;
  for (const src of srcs) gzip += gzipSync(await fetchText(new URL(src, base).href)).length;
  return { gzip, html: html.length, scripts: srcs.size };
}

/** Everything Chromium downloads in the first SECONDS (viewport prefetches included), at phone and desktop width. */
async function firstSeconds(browser, base, page, viewport) {
  const context = await browser.newContext({ viewport });
  const tab = await context.newPage();
  const requests = [];
  tab.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    requests.push({ url: request.url(), type: request.resourceType(), bytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0 });
  });
  await tab.goto(base + page, { waitUntil: 'load' });
  await tab.waitForTimeout(SECONDS * 1000);
  await context.close();
  let bytes = 0;
  let jsBytes = 0;
  const found = new Set();
  for (const r of requests) {
    bytes += r.bytes;
    if (r.type !== 'script' && !r.url.endsWith('.js')) continue;
    jsBytes += r.bytes;
    const js = await fetchText(r.url);
    for (const name of heavyIn(js)) found.add(name);
  }
  return { requests: requests.length, bytes, jsBytes, found: [...found].sort() };
}

/**
 * Why a page's simulated LCP sits far above its first paint: Lighthouse's simulation (Lantern) counts every script
 * whose download finished before the LCP paint *observed* in the unthrottled load, unless it can see that script run
 * later (a task under 10 ms is pruned from its graph, so it seldom can). A page that paints before the framework's
 * chunks have arrived keeps LCP ≈ FCP; one that paints after them carries their download time into its LCP.
 */
function lcpRace(lhr) {
  const observedLcp = lhr.audits.metrics.details.items[0].observedLargestContentfulPaint;
  const scripts = lhr.audits['network-requests'].details.items.filter((r) => r.resourceType === 'Script');
  const jsBeforeLcp = scripts.filter((r) => r.networkEndTime <= observedLcp).reduce((sum, r) => sum + r.transferSize, 0);
  return { observedLcp, jsBeforeLcp };
}

/** The CSS the site's home page links, concatenated, read from the build (the same bytes the site serves). */
function siteStylesheet(dist) {
  const html = fs.readFileSync(path.join(dist, 'server/app/index.html'), 'utf8');
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="\/_next\/(static\/[^"]+\.css)"/g)].map((m) => m[1]);
  return hrefs.map((href) => fs.readFileSync(path.join(dist, href), 'utf8')).join('\n');
}

const kb = (n) => (n / 1024).toFixed(0);
const signed = (n, digits = 0) => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`;
const label = (dist) => (dist === '.next' ? 'now' : dist.replace(/^\.next-?(bench-)?/, ''));

for (const dist of DISTS) {
  if (!fs.existsSync(path.join(dist, 'BUILD_ID'))) {
    console.error(`bench:floor needs the production build in ${dist}: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const floorDir = buildFloor();
const floor = await startServer({ port: FLOOR_PORT, cwd: floorDir });
const floorCssDir = LIGHTHOUSE && buildFloor(siteStylesheet(DISTS.at(-1)));
const floorCss = floorCssDir && (await startServer({ port: CSS_PORT, cwd: floorCssDir }));
const sites = [];
for (const [i, dist] of DISTS.entries()) sites.push({ label: label(dist), ...(await startServer({ port: SITE_PORT + i, env: { NEXT_DIST_DIR: dist } })) });
/** Keyed 'floor' or '<build>:<page type>'. */
const results = new Map();
const key = (site, name) => (DISTS.length > 1 ? `${site.label}:${name}` : name);
try {
  const paths = await sitemapPaths(sites[0].url);
  const pages = ROUTE_TYPES.filter(([name]) => !ONLY.length || ONLY.includes(name))
    .map(([name, shape]) => [name, paths.find((p) => shape.test(p))])
    .filter(([, p]) => p);
  const targets = [['floor', floor.url, '/'], ...pages.flatMap(([name, p]) => sites.map((site) => [key(site, name), site.url, p]))];
  const references = floorCss ? [['floor+css', floorCss.url, '/']] : [];
  for (const [name, base, page] of [targets[0], ...references, ...targets.slice(1)]) results.set(name, { page, lh: [], ...(await htmlJs(base, page)) });

  const browser = NETWORK && (await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'] }));
  try {
    for (const [name, base, page] of NETWORK ? targets : []) {
      const r = results.get(name);
      r.mobile = await firstSeconds(browser, base, page, { width: 412, height: 823 });
      r.desktop = await firstSeconds(browser, base, page, { width: 1280, height: 800 });
      process.stderr.write(`  network ${name}: ${kb(r.mobile.bytes)} / ${kb(r.desktop.bytes)} KB [${r.mobile.found.join(' ')} / ${r.desktop.found.join(' ')}]\n`);
    }
  } finally {
    if (browser) await browser.close();
  }

  if (LIGHTHOUSE) {
    // Interleaved (floor, page, floor, page, …) so that the machine's load at any moment hits the floor and the page alike.
    // The floor+css reference takes one turn per run, beside a floor run of its own.
    const rounds = [['floor+css', null], ...pages];
    for (let run = 0; run < RUNS; run++) {
      for (const [name, p] of rounds) {
        const others = name === 'floor+css' ? [['floor+css', floorCss.url + '/']] : sites.map((site) => [key(site, name), site.url + p]);
        for (const [who, url] of [['floor', floor.url + '/'], ...others]) {
          const lhr = runLighthouse(url, { throttling: THROTTLING });
          if (!lhr) {
            process.stderr.write(`  ${who}: Lighthouse failed twice, run left out\n`);
            continue;
          }
          const m = {
            perf: lhr.categories.performance.score * 100,
            tbt: lhr.audits['total-blocking-time'].numericValue,
            lcp: lhr.audits['largest-contentful-paint'].numericValue,
            transfer: lhr.audits['total-byte-weight'].numericValue,
            ...lcpRace(lhr),
          };
          results.get(who).lh.push(m);
          // Progress as it comes, so an interrupted run still leaves its figures.
          process.stderr.write(
            `  run ${run + 1} ${who}: perf ${m.perf} TBT ${m.tbt.toFixed(0)} LCP ${m.lcp.toFixed(0)} transfer ${kb(m.transfer)} KB; ` +
              `observed LCP ${m.observedLcp.toFixed(0)} ms, script downloads done by then ${kb(m.jsBeforeLcp)} KB\n`,
          );
        }
      }
    }
  }
} finally {
  for (const site of sites) await site.stop();
  await floor.stop();
  if (floorCss) await floorCss.stop();
  for (const dir of [floorDir, floorCssDir].filter(Boolean)) fs.rmSync(dir, { recursive: true, force: true });
}

const m = (r, k) => (r.lh.length ? median(r.lh.map((x) => x[k])) : NaN);
const f = results.get('floor');
const next = JSON.parse(fs.readFileSync('node_modules/next/package.json', 'utf8')).version;
const react = JSON.parse(fs.readFileSync('node_modules/react/package.json', 'utf8')).version;
console.log(`bench:floor — ${machine()}`);
console.log(`builds: ${DISTS.map((d) => `${label(d)} = ${d}`).join(', ')}; floor: hello-world Next ${next} / React ${react}`);
console.log(
  `Lighthouse 12 mobile (${THROTTLING === 'simulate' ? 'simulated throttling' : `${THROTTLING} throttling`}), medians of ${RUNS} interleaved runs; ` +
    `network: first ${SECONDS} s in Chromium (phone 412×823, desktop 1280×800)`,
);
console.log("floor+css: the floor with the site's stylesheet linked, to tell what a render-blocking stylesheet costs from what a page costs\n");
if (LIGHTHOUSE) {
  const lcpTarget = 1.3 * m(f, 'lcp') + 200;
  console.log(`LCP target (1.3 × floor + 200 ms): ${lcpTarget.toFixed(0)} ms\n`);
  console.log('page                 | perf (Δ floor) | TBT ms (Δ)   | LCP ms (× floor) | LCP ≤ target | transfer KB (Δ) | observed LCP ms | JS done before it, KB');
  console.log('---------------------|----------------|--------------|------------------|--------------|-----------------|-----------------|----------------------');
  for (const [name, r] of results) {
    if (!r.lh.length) continue;
    const isFloor = name === 'floor';
    const d = (k, scale = 1) => (isFloor ? '' : `(${signed((m(r, k) - m(f, k)) / scale)})`);
    console.log(
      `${name.padEnd(20)} | ${String(m(r, 'perf')).padStart(3)} ${d('perf').padEnd(10)} | ${m(r, 'tbt').toFixed(0).padStart(5)} ${d('tbt').padEnd(6)} | ` +
        `${m(r, 'lcp').toFixed(0).padStart(5)} ${isFloor ? '' : `(×${(m(r, 'lcp') / m(f, 'lcp')).toFixed(2)})`.padEnd(10)} | ${(isFloor ? '' : m(r, 'lcp') <= lcpTarget ? 'yes' : 'no').padEnd(12)} | ` +
        `${kb(m(r, 'transfer')).padStart(4)} ${d('transfer', 1024).padEnd(10)} | ${m(r, 'observedLcp').toFixed(0).padStart(15)} | ${kb(m(r, 'jsBeforeLcp')).padStart(5)}`,
    );
  }
  console.log('');
}
console.log(`page                 | HTML KB | JS in HTML, gzip KB (Δ floor) | first ${SECONDS} s, phone: requests, KB, JS KB | desktop: requests, KB, JS KB | heavy code in the first ${SECONDS} s`);
console.log('---------------------|---------|-------------------------------|-----------------------------------|------------------------------|------------------------------');
for (const [name, r] of results) {
  const net = (x) => (x ? `${String(x.requests).padStart(3)}, ${kb(x.bytes).padStart(4)}, ${kb(x.jsBytes).padStart(4)}` : '  –');
  const heavy = r.mobile ? `phone: ${r.mobile.found.join(' ') || '–'}; desktop: ${r.desktop.found.join(' ') || '–'}` : '–';
  console.log(
    `${name.padEnd(20)} | ${kb(r.html).padStart(7)} | ${kb(r.gzip).padStart(6)} ${name === 'floor' ? '' : `(${signed((r.gzip - f.gzip) / 1024)})`.padEnd(8)}               | ` +
      `${net(r.mobile).padEnd(33)} | ${net(r.desktop).padEnd(28)} | ${heavy}`,
  );
}
