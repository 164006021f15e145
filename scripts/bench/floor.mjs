// `npm run bench:floor`: every route type against the framework's floor — a hello-world app built with this
// project's own next/react/react-dom in a temporary folder — Lighthouse mobile, interleaved in one run
// (floor, page, floor, page, …), plus the gzip JS each page's HTML references and what a browser downloads in
// the first seconds (prefetches included). Needs `npm run build` first; run it under the heavy-job lock.
//   FLOOR_RUNS=3 (Lighthouse runs per page)   FLOOR_PAGES=home,policy,kpi (subset by name, default all)
//   FLOOR_DIST=.next (which build of the project to serve, e.g. a copy kept as the "before")
//   FLOOR_SECONDS=10 (network window)          FLOOR_LIGHTHOUSE=0 / FLOOR_NETWORK=0 (leave that part out)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { median, runLighthouse } from './lh.mjs';
import { machine, sitemapPaths, startServer } from './server.mjs';

const FLOOR_PORT = Number(process.env.FLOOR_PORT ?? 3141);
const SITE_PORT = Number(process.env.FLOOR_SITE_PORT ?? 3142);
const RUNS = Number(process.env.FLOOR_RUNS ?? 3);
const SECONDS = Number(process.env.FLOOR_SECONDS ?? 10);
const LIGHTHOUSE = process.env.FLOOR_LIGHTHOUSE !== '0';
const NETWORK = process.env.FLOOR_NETWORK !== '0';
const DIST = process.env.FLOOR_DIST ?? '.next';
const ONLY = (process.env.FLOOR_PAGES ?? process.argv.slice(2).join(',')).split(',').filter(Boolean);

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

/** Heavy libraries a page should fetch only where it shows them; matched in the JavaScript bodies. */
const MARKERS = {
  chart: (js) => /Chart\.js v\d|chartjs-|new Chart\(/.test(js) || js.includes('Chart with ID'),
  embla: (js) => /slidesInView|slideFocusStart|containScroll/.test(js),
  zod: (js) => /ZodError|\$ZodType/.test(js),
  demo: (js) => js.includes('/api/demo') || js.includes('Dobbeltregistrering'),
};

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

/** Builds the hello-world app; its node_modules is a link to the project's, so the versions are the same by construction. */
function buildFloor() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-floor-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('package.json', JSON.stringify({ name: 'next-floor', private: true }));
  write('app/layout.jsx', LAYOUT);
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
    for (const [name, test] of Object.entries(MARKERS)) if (test(js)) found.add(name);
  }
  return { requests: requests.length, bytes, jsBytes, found: [...found].sort() };
}

const kb = (n) => (n / 1024).toFixed(0);
const signed = (n, digits = 0) => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`;

if (!fs.existsSync(path.join(DIST, 'BUILD_ID'))) {
  console.error('bench:floor needs the production build: run `npm run build` first.');
  process.exit(1);
}

const floorDir = buildFloor();
const floor = await startServer({ port: FLOOR_PORT, cwd: floorDir });
const site = await startServer({ port: SITE_PORT, env: { NEXT_DIST_DIR: DIST } });
const results = new Map();
try {
  const paths = await sitemapPaths(site.url);
  const pages = ROUTE_TYPES.filter(([name]) => !ONLY.length || ONLY.includes(name))
    .map(([name, shape]) => [name, paths.find((p) => shape.test(p))])
    .filter(([, p]) => p);
  const targets = [['floor', floor.url, '/'], ...pages.map(([name, p]) => [name, site.url, p])];
  for (const [name, base, page] of targets) results.set(name, { page, lh: [], ...(await htmlJs(base, page)) });

  const browser = NETWORK && (await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'] }));
  try {
    for (const [name, base, page] of NETWORK ? targets : []) {
      const r = results.get(name);
      r.mobile = await firstSeconds(browser, base, page, { width: 412, height: 823 });
      r.desktop = await firstSeconds(browser, base, page, { width: 1280, height: 800 });
      process.stderr.write(`  network ${name}: ${kb(r.mobile.bytes)} / ${kb(r.desktop.bytes)} KB [${r.desktop.found.join(' ')}]\n`);
    }
  } finally {
    if (browser) await browser.close();
  }

  if (LIGHTHOUSE) {
    // Interleaved so that the machine's load at any moment hits the floor and the page alike.
    for (let run = 0; run < RUNS; run++) {
      for (const [name, base, page] of targets.slice(1)) {
        for (const [who, url] of [['floor', floor.url + '/'], [name, base + page]]) {
          const lhr = runLighthouse(url);
          if (!lhr) {
            process.stderr.write(`  ${who}: Lighthouse failed twice, run left out\n`);
            continue;
          }
          results.get(who).lh.push({
            perf: lhr.categories.performance.score * 100,
            tbt: lhr.audits['total-blocking-time'].numericValue,
            lcp: lhr.audits['largest-contentful-paint'].numericValue,
            fcp: lhr.audits['first-contentful-paint'].numericValue,
            transfer: lhr.audits['total-byte-weight'].numericValue,
          });
        }
        const last = results.get(name).lh.at(-1);
        if (last) process.stderr.write(`  run ${run + 1} ${name}: perf ${last.perf} TBT ${last.tbt.toFixed(0)} LCP ${last.lcp.toFixed(0)}\n`);
      }
    }
  }
} finally {
  await site.stop();
  await floor.stop();
  fs.rmSync(floorDir, { recursive: true, force: true });
}

const m = (r, k) => (r.lh.length ? median(r.lh.map((x) => x[k])) : NaN);
const f = results.get('floor');
const next = JSON.parse(fs.readFileSync('node_modules/next/package.json', 'utf8')).version;
const react = JSON.parse(fs.readFileSync('node_modules/react/package.json', 'utf8')).version;
console.log(`bench:floor — ${machine()}`);
console.log(`project build: ${DIST}; floor: hello-world Next ${next} / React ${react}; Lighthouse 12 mobile, medians of ${RUNS} interleaved runs; network: first ${SECONDS} s in Chromium\n`);
if (LIGHTHOUSE) {
  console.log('page         | path                              | perf (Δ) | TBT ms (Δ)  | LCP ms (×floor) | LCP target | transfer KB (Δ)');
  console.log('-------------|-----------------------------------|----------|-------------|-----------------|------------|----------------');
  for (const [name, r] of results) {
    const lcpTarget = 1.3 * m(f, 'lcp') + 200;
    const isFloor = name === 'floor';
    console.log(
      `${name.padEnd(12)} | ${r.page.padEnd(33)} | ${String(m(r, 'perf')).padStart(3)} ${isFloor ? '    ' : `(${signed(m(r, 'perf') - m(f, 'perf'))})`.padEnd(4)} | ` +
        `${m(r, 'tbt').toFixed(0).padStart(4)} ${isFloor ? '' : `(${signed(m(r, 'tbt') - m(f, 'tbt'))})`.padEnd(6)} | ` +
        `${m(r, 'lcp').toFixed(0).padStart(5)} ${isFloor ? '' : `(×${(m(r, 'lcp') / m(f, 'lcp')).toFixed(2)})`} | ${isFloor ? '' : `${lcpTarget.toFixed(0)} ${m(r, 'lcp') <= lcpTarget ? 'ok' : 'over'}`} | ` +
        `${kb(m(r, 'transfer')).padStart(4)} ${isFloor ? '' : `(${signed((m(r, 'transfer') - m(f, 'transfer')) / 1024)})`}`,
    );
  }
  console.log('');
}
if (!NETWORK) for (const r of results.values()) r.mobile = r.desktop = { requests: 0, bytes: 0, jsBytes: 0, found: [] };
console.log(`page         | HTML KB | JS in HTML gzip KB (Δ) | first ${SECONDS} s phone: req, KB, JS KB | desktop: req, KB, JS KB | heavy code fetched`);
console.log('-------------|---------|------------------------|-------------------------------|-------------------------|-----------------------------');
for (const [name, r] of results) {
  const heavy = `phone: ${r.mobile.found.join(' ') || '–'}; desktop: ${r.desktop.found.join(' ') || '–'}`;
  console.log(
    `${name.padEnd(12)} | ${kb(r.html).padStart(7)} | ${kb(r.gzip).padStart(6)} ${name === 'floor' ? '' : `(${signed((r.gzip - f.gzip) / 1024)})`.padEnd(8)}        | ` +
      `${String(r.mobile.requests).padStart(3)}, ${kb(r.mobile.bytes).padStart(4)}, ${kb(r.mobile.jsBytes).padStart(4)}               | ` +
      `${String(r.desktop.requests).padStart(3)}, ${kb(r.desktop.bytes).padStart(4)}, ${kb(r.desktop.jsBytes).padStart(4)}         | ${heavy}`,
  );
}
