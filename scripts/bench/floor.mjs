// `npm run bench:floor`: every route type against the framework's floor — a hello-world app built with this
// project's own next/react/react-dom in a temporary folder — Lighthouse mobile with the load itself throttled
// (devtools: 150 ms round trips, 1.6 Mbit/s, CPU 4× slower), interleaved in one run (floor, floor+css, page, …),
// plus a simulated run for reference (Lantern: not a target), a 1280 px desktop run for layout shift, the gzip JS
// each page's HTML references and what a browser downloads in the first seconds (prefetches included).
// Needs `npm run build` first; run it under the heavy-job lock, a few route types at a time (a devtools run takes
// up to ~90 s here).
//   FLOOR_RUNS=3 (rounds)                      FLOOR_PAGES=home,policy,kpi (route types by name, default all;
//                                              scripts/lib/route-types.mjs lists them)
//   FLOOR_DIST=.next (the build to serve; a comma list, e.g. .next-before,.next, interleaves builds in one run)
//   FLOOR_SECONDS=10 (network window)          FLOOR_LIGHTHOUSE=0 / FLOOR_NETWORK=0 (leave that part out)
//   FLOOR_THROTTLING=devtools (default) or simulate; FLOOR_SIMULATED=0 / FLOOR_DESKTOP=0 leave those runs out
//   FLOOR_RESULTS=file.jsonl: each Lighthouse figure is appended there too, and the table is made from the whole
//   file, so several short invocations (one lock each) add up to one table
//   FLOOR_PORT=3141, FLOOR_CSS_PORT=FLOOR_PORT+10, FLOOR_SITE_PORT=3142 (+1 per further build)
//   FLOOR_REFS=page (default: the floor and floor+css are measured beside every page type in every round) or round
//   (once per round: a run of all ten route types costs 12 loads a round instead of 30)
//   FLOOR_SHUFFLE=1 (default: each round in a new order, from FLOOR_SEED, printed; 0 keeps the listed order)
//   FLOOR_HEADERS=1 adds "floor+headers", measured as floor+css is: the floor app sending the site's security headers
//   (lib/security/headers.js); its Cross-Origin-Opener-Policy costs a page's main thread a new browsing context group
//   when Lighthouse navigates to it from about:blank (docs/hydration.md, twenty-first part)
// Main-thread work (Lighthouse's mainthread-work-breakdown) and script evaluation per chunk (bootup-time) come from the
// throttled load; the simulated run gives its own main-thread figure (Lantern multiplies an unthrottled trace by the
// CPU slowdown: steadier, a second view). "RSC KB" is the payload the HTML carries inline (self.__next_f.push).
// Beside the floor it measures "floor+css": the same hello-world app with the site's stylesheet linked, once per
// run. The difference between the two is what one render-blocking stylesheet costs in this measurement.
// FLOOR_DOC=<path of a pre-rendered page, e.g. /kontakt> adds "floor+doc": the floor app with the site's stylesheet
// inline (as the site's build inlines it) and that page's body as static server HTML (its scripts left out, no client
// component), so a page beside it shows what the site's own client tree adds to the same document on the same
// framework (issue 48, seventeenth part).
// FLOOR_HOLD=1 builds and serves the same targets (the references and each build's pages), prints their addresses and
// keeps them up until stopped (Ctrl-C or SIGTERM), measuring nothing: for `MT_TASKS=1 npm run bench:mainthread` on them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { inlineStylesheets } from '../../lib/perf/inline-css.js';
import { floorNextConfig } from '../lib/floor-config.mjs';
import { heavyIn } from '../lib/heavy-code.mjs';
import { median, runLighthouse } from './lh.mjs';
import { routeTypePages } from '../lib/route-types.mjs';
import { seededRandom } from '../lib/seeded-random.mjs';
import { machine, sitemapPaths, startServer } from './server.mjs';

const FLOOR_PORT = Number(process.env.FLOOR_PORT ?? 3141);
const SITE_PORT = Number(process.env.FLOOR_SITE_PORT ?? 3142);
const RUNS = Number(process.env.FLOOR_RUNS ?? 3);
const SECONDS = Number(process.env.FLOOR_SECONDS ?? 10);
const LIGHTHOUSE = process.env.FLOOR_LIGHTHOUSE !== '0';
const HOLD = process.env.FLOOR_HOLD === '1';
const NETWORK = process.env.FLOOR_NETWORK !== '0' && !HOLD;
const DISTS = (process.env.FLOOR_DIST ?? '.next').split(',');
const ONLY = (process.env.FLOOR_PAGES ?? process.argv.slice(2).join(','))
  .split(',')
  .filter(Boolean);
const THROTTLING = process.env.FLOOR_THROTTLING ?? 'devtools';
const SIMULATED = THROTTLING !== 'simulate' && process.env.FLOOR_SIMULATED !== '0';
const DESKTOP = process.env.FLOOR_DESKTOP !== '0';
const RESULTS = process.env.FLOOR_RESULTS;
const CSS_PORT = Number(process.env.FLOOR_CSS_PORT ?? FLOOR_PORT + 10);
const REFS_EACH_ROUND = process.env.FLOOR_REFS === 'round';
const SHUFFLE = process.env.FLOOR_SHUFFLE !== '0';
// What seededRandom uses (a seed that is not a number becomes 0), so the printed FLOOR_SEED repeats the order.
const SEED = Number(process.env.FLOOR_SEED ?? Date.now() % 2 ** 31) >>> 0;
const DOC = process.env.FLOOR_DOC;
const HEADERS = process.env.FLOOR_HEADERS === '1';
const DOC_PORT = CSS_PORT + 1;
const HEADERS_PORT = CSS_PORT + 2;
const REFERENCES = ['floor', 'floor+css', 'floor+doc', 'floor+headers'];

/** Fisher–Yates on a copy. */
function shuffled(items, random) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

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
 * siteHeaders: the app sends the site's security headers (floor+headers).
 */
function buildFloor(stylesheet, doc, { siteHeaders = false } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-floor-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('package.json', JSON.stringify({ name: 'next-floor', private: true }));
  const layout = doc
    ? LAYOUT.replace('<body>', `<body className=${JSON.stringify(doc.bodyClass)}>`)
    : LAYOUT;
  write('app/layout.jsx', stylesheet === undefined ? layout : `import './site.css';\n${layout}`);
  if (stylesheet !== undefined) write('app/site.css', stylesheet);
  if (doc) {
    write('app/doc.json', JSON.stringify({ html: doc.html }));
    write(
      'app/page.jsx',
      `import doc from './doc.json';\nexport default function Page() {\n  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: doc.html }} />;\n}\n`,
    );
  } else write('app/page.jsx', PAGE);
  write(
    'app/next/page.jsx',
    PAGE.replace('Hello world', 'Second page').replace('href="/next"', 'href="/"'),
  );
  // floor+doc serves the site's public/ (its pictures); the other two floors have a robots.txt of their own.
  if (doc) fs.symlinkSync(path.resolve('public'), path.join(dir, 'public'), 'dir');
  else write('public/robots.txt', 'User-agent: *\nAllow: /\n');
  // Turbopack refuses files outside its root; the root must contain the real node_modules behind the link.
  write('next.config.mjs', floorNextConfig({ root: path.parse(dir).root, siteHeaders }));
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  execFileSync(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (doc) {
    // As the site sends it: the stylesheet inline, by the site's own post-build step (issue 30).
    const page = path.join(dir, '.next/server/app/index.html');
    const { html, count } = inlineStylesheets(fs.readFileSync(page, 'utf8'), (file) =>
      fs.readFileSync(path.join(dir, '.next', file), 'utf8'),
    );
    if (count !== 1) throw new Error(`floor+doc: ${count} stylesheets inlined, expected 1`);
    fs.writeFileSync(page, html);
  }
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
  const srcs = new Set(
    [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)]
      .filter((m) => !/noModule/i.test(m[0]))
      .map((m) => m[1]),
  );
  let gzip = 0;
  for (const src of srcs) gzip += gzipSync(await fetchText(new URL(src, base).href)).length;
  // The flight payload React parses at hydration, as the HTML carries it: the text of every self.__next_f.push script.
  const rsc = [...html.matchAll(/<script[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)].reduce(
    (sum, m) => sum + Buffer.byteLength(m[1]),
    0,
  );
  return { gzip, html: html.length, scripts: srcs.size, rsc };
}

/** Everything Chromium downloads in the first SECONDS (viewport prefetches included), at phone and desktop width. */
async function firstSeconds(browser, base, page, viewport) {
  const context = await browser.newContext({ viewport });
  const tab = await context.newPage();
  const requests = [];
  tab.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    requests.push({
      url: request.url(),
      type: request.resourceType(),
      bytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0,
    });
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
  const scripts = lhr.audits['network-requests'].details.items.filter(
    (r) => r.resourceType === 'Script',
  );
  const jsBeforeLcp = scripts
    .filter((r) => r.networkEndTime <= observedLcp)
    .reduce((sum, r) => sum + r.transferSize, 0);
  return { observedLcp, jsBeforeLcp };
}

/**
 * Script evaluation per chunk (bootup-time's "scripting" column, ms), keyed by the chunk's file name; the HTML
 * document's own row (its inline scripts: the RSC payload pushes and Next's bootstrap) is keyed "(document)".
 */
function chunkScripting(lhr) {
  const out = {};
  for (const item of lhr.audits['bootup-time']?.details?.items ?? []) {
    const name = /\/_next\//.test(item.url) ? item.url.split('/').at(-1) : '(document)';
    out[name] = (out[name] ?? 0) + item.scripting;
  }
  return out;
}

/** Main-thread work by kind (mainthread-work-breakdown's groups: scriptEvaluation, styleLayout, parseHTML, …), ms. */
function mainThreadGroups(lhr) {
  const out = {};
  for (const item of lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
    out[item.group] = (out[item.group] ?? 0) + item.duration;
  return out;
}

/** The CSS the site's home page links, concatenated, read from the build (the same bytes the site serves). */
function siteStylesheet(dist) {
  const html = fs.readFileSync(path.join(dist, 'server/app/index.html'), 'utf8');
  const hrefs = [
    ...html.matchAll(/<link rel="stylesheet" href="\/_next\/(static\/[^"]+\.css)"/g),
  ].map((m) => m[1]);
  return hrefs.map((href) => fs.readFileSync(path.join(dist, href), 'utf8')).join('\n');
}

/** The body of a pre-rendered page without its scripts, and the body's class: what floor+doc serves. */
function siteDoc(dist, pagePath) {
  const file = path.join(dist, 'server/app', `${pagePath === '/' ? '/index' : pagePath}.html`);
  if (!fs.existsSync(file)) {
    console.error(`FLOOR_DOC=${pagePath}: no pre-rendered page at ${file}`);
    process.exit(2);
  }
  const html = fs.readFileSync(file, 'utf8');
  const body = html.match(/<body([^>]*)>([\s\S]*)<\/body>/);
  return {
    bodyClass: body[1].match(/class="([^"]*)"/)?.[1] ?? '',
    html: body[2].replace(/<script[\s\S]*?<\/script>/g, ''),
  };
}

/** One page's Lighthouse figures: the throttled mobile load, plus a simulated one and a desktop one when asked. */
function measure(url) {
  const lhr = runLighthouse(url, { throttling: THROTTLING });
  if (!lhr) return null;
  const audit = (r, id) => r?.audits[id]?.numericValue ?? NaN;
  const m = {
    perf: lhr.categories.performance.score * 100,
    lcp: audit(lhr, 'largest-contentful-paint'),
    fcp: audit(lhr, 'first-contentful-paint'),
    tbt: audit(lhr, 'total-blocking-time'),
    cls: audit(lhr, 'cumulative-layout-shift'),
    transfer: audit(lhr, 'total-byte-weight'),
    mainThread: audit(lhr, 'mainthread-work-breakdown'),
    bootup: audit(lhr, 'bootup-time'),
    chunks: chunkScripting(lhr),
    groups: mainThreadGroups(lhr),
    ...lcpRace(lhr),
  };
  if (SIMULATED) {
    const sim = runLighthouse(url, { throttling: 'simulate' });
    m.simLcp = audit(sim, 'largest-contentful-paint');
    m.simMainThread = audit(sim, 'mainthread-work-breakdown');
    m.simTbt = audit(sim, 'total-blocking-time');
  }
  if (DESKTOP)
    m.desktopCls = audit(
      runLighthouse(url, { throttling: THROTTLING, preset: 'desktop' }),
      'cumulative-layout-shift',
    );
  return m;
}

const kb = (n) => (n / 1024).toFixed(0);
const signed = (n, digits = 0) => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`;
// An absolute path is another checkout's build (e.g. /work/main/.next, labelled 'main'), served from that checkout with
// its own config and public/: "before" and "now" in one interleaved run.
const label = (dist) =>
  path.isAbsolute(dist)
    ? path.basename(path.dirname(dist))
    : dist === '.next'
      ? 'now'
      : dist.replace(/^\.next-?(bench-)?/, '');
const serve = (dist, port) =>
  path.isAbsolute(dist)
    ? startServer({ port, cwd: path.dirname(dist), env: { NEXT_DIST_DIR: path.basename(dist) } })
    : startServer({ port, env: { NEXT_DIST_DIR: dist } });

for (const dist of DISTS) {
  if (!fs.existsSync(path.join(dist, 'BUILD_ID'))) {
    console.error(
      `bench:floor needs the production build in ${dist}: run \`npm run build\` first.`,
    );
    process.exit(1);
  }
}

const floorDir = buildFloor();
const floor = await startServer({ port: FLOOR_PORT, cwd: floorDir });
const floorCssDir = LIGHTHOUSE && buildFloor(siteStylesheet(DISTS.at(-1)));
const floorCss = floorCssDir && (await startServer({ port: CSS_PORT, cwd: floorCssDir }));
const floorDocDir =
  LIGHTHOUSE && DOC && buildFloor(siteStylesheet(DISTS.at(-1)), siteDoc(DISTS.at(-1), DOC));
const floorDoc = floorDocDir && (await startServer({ port: DOC_PORT, cwd: floorDocDir }));
const floorHeadersDir = HEADERS && buildFloor(undefined, undefined, { siteHeaders: true });
const floorHeaders =
  floorHeadersDir && (await startServer({ port: HEADERS_PORT, cwd: floorHeadersDir }));
const sites = [];
for (const [i, dist] of DISTS.entries())
  sites.push({ label: label(dist), ...(await serve(dist, SITE_PORT + i)) });
/** Keyed 'floor' or '<build>:<page type>'. */
const results = new Map();
const key = (site, name) => (DISTS.length > 1 ? `${site.label}:${name}` : name);
try {
  const paths = await sitemapPaths(sites[0].url);
  const pages = routeTypePages(paths, ONLY);
  const targets = [
    ['floor', floor.url, '/'],
    ...pages.flatMap(([name, p]) => sites.map((site) => [key(site, name), site.url, p])),
  ];
  const references = [
    ...(floorCss ? [['floor+css', floorCss.url, '/']] : []),
    ...(floorDoc ? [['floor+doc', floorDoc.url, '/']] : []),
    ...(floorHeaders ? [['floor+headers', floorHeaders.url, '/']] : []),
  ];
  const served = [targets[0], ...references, ...targets.slice(1)];
  if (HOLD) {
    // The servers stay up for another tool (bench:mainthread) until this process is stopped; nothing is measured here.
    for (const [name, base, page] of served) console.log(`${name} ${base}${page}`);
    await new Promise((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
  } else
    for (const [name, base, page] of served)
      results.set(name, { page, lh: [], ...(await htmlJs(base, page)) });

  const browser =
    NETWORK &&
    (await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
    }));
  try {
    for (const [name, base, page] of NETWORK ? targets : []) {
      const r = results.get(name);
      r.mobile = await firstSeconds(browser, base, page, { width: 412, height: 823 });
      r.desktop = await firstSeconds(browser, base, page, { width: 1280, height: 800 });
      process.stderr.write(
        `  network ${name}: ${kb(r.mobile.bytes)} / ${kb(r.desktop.bytes)} KB [${r.mobile.found.join(' ')} / ${r.desktop.found.join(' ')}]\n`,
      );
    }
  } finally {
    if (browser) await browser.close();
  }

  if (LIGHTHOUSE && !HOLD) {
    // Interleaved: every round measures the floor, floor+css (and floor+doc, floor+headers when asked for) and each
    // build's page one after another, so that the machine's load at any moment hits them alike; and in a new order each
    // round, so that no target always holds the same place (in the listed order the floor, always first, measured
    // dearer than floor+css, always second, in 9 of 10 rounds on 2026-12-06, though both do the same work:
    // docs/hydration.md, "Fifteenth part").
    const refs = [
      ['floor', floor.url + '/'],
      ['floor+css', floorCss.url + '/'],
      ...(floorDoc ? [['floor+doc', floorDoc.url + '/']] : []),
      ...(floorHeaders ? [['floor+headers', floorHeaders.url + '/']] : []),
    ];
    const random = seededRandom(SEED);
    for (let run = 0; run < RUNS; run++) {
      const listed = pages.flatMap(([name, p], i) => [
        ...(REFS_EACH_ROUND && i > 0 ? [] : refs),
        ...sites.map((site) => [key(site, name), site.url + p]),
      ]);
      const round = SHUFFLE ? shuffled(listed, random) : listed;
      for (const [who, url] of round) {
        const m = measure(url);
        if (!m) {
          process.stderr.write(`  ${who}: Lighthouse failed twice, run left out\n`);
          continue;
        }
        results.get(who).lh.push({ round: run + 1, ...m });
        if (RESULTS)
          fs.appendFileSync(
            RESULTS,
            JSON.stringify({ who, page: results.get(who).page, round: run + 1, ...m }) + '\n',
          );
        // Progress as it comes, so an interrupted run still leaves its figures.
        process.stderr.write(
          `  run ${run + 1} ${who}: perf ${m.perf} LCP ${m.lcp.toFixed(0)} FCP ${m.fcp.toFixed(0)} TBT ${m.tbt.toFixed(0)} CLS ${m.cls.toFixed(3)} main thread ${m.mainThread.toFixed(0)}` +
            `${SIMULATED ? ` simulated LCP ${m.simLcp.toFixed(0)}` : ''}${DESKTOP ? ` desktop CLS ${m.desktopCls.toFixed(3)}` : ''}\n`,
        );
      }
    }
  }
} finally {
  for (const site of sites) await site.stop();
  await floor.stop();
  if (floorCss) await floorCss.stop();
  if (floorDoc) await floorDoc.stop();
  if (floorHeaders) await floorHeaders.stop();
  for (const dir of [floorDir, floorCssDir, floorDocDir, floorHeadersDir].filter(Boolean))
    fs.rmSync(dir, { recursive: true, force: true });
}
if (HOLD) process.exit(0);

const m = (r, k) => {
  const xs = r.lh.map((x) => x[k]).filter((x) => typeof x === 'number' && !Number.isNaN(x));
  return xs.length ? median(xs) : NaN;
};
const f = results.get('floor');
const next = JSON.parse(fs.readFileSync('node_modules/next/package.json', 'utf8')).version;
const react = JSON.parse(fs.readFileSync('node_modules/react/package.json', 'utf8')).version;
console.log(`bench:floor — ${machine()}`);
console.log(
  `builds: ${DISTS.map((d) => `${label(d)} = ${d}`).join(', ')}; floor: hello-world Next ${next} / React ${react}`,
);
console.log(
  `Lighthouse 12 mobile (${THROTTLING === 'simulate' ? 'simulated throttling' : `${THROTTLING} throttling`}), medians of the interleaved runs (n); ` +
    `network: first ${SECONDS} s in Chromium (phone 412×823, desktop 1280×800)`,
);
if (LIGHTHOUSE)
  console.log(
    SHUFFLE
      ? `each round in its own order, FLOOR_SEED=${SEED} gives it again`
      : 'each round in the listed order',
  );
console.log(
  "floor+css: the floor with the site's stylesheet linked, to tell what a render-blocking stylesheet costs from what a page costs" +
    (HEADERS
      ? "\nfloor+headers: the floor sending the site's security headers, Cross-Origin-Opener-Policy among them"
      : '') +
    (DOC
      ? `\nfloor+doc: the floor with the site's stylesheet inline and the body of ${DOC} as static server HTML, no script of the site: what the site's client tree adds to that document`
      : '') +
    '\n',
);
if (LIGHTHOUSE) {
  // With FLOOR_RESULTS, the figures of earlier invocations in the same file count too.
  if (RESULTS) {
    for (const r of results.values()) r.lh = [];
    for (const line of fs.readFileSync(RESULTS, 'utf8').split('\n').filter(Boolean)) {
      const { who, page, ...m } = JSON.parse(line);
      if (!results.has(who)) results.set(who, { page, lh: [] });
      results.get(who).lh.push(m);
    }
  }
  const c = results.get('floor+css');
  const cell = (r, k, digits = 0) => {
    const v = m(r, k);
    const d = (ref) => (r === ref || !ref?.lh.length ? '' : ` ${signed(v - m(ref, k), digits)}`);
    return `${v.toFixed(digits)}${d(f)}${d(c)}`;
  };
  console.log(
    'Each cell: the median, then its difference to floor and to floor+css. LCP/FCP/TBT in ms; simulated LCP for reference only.',
  );
  console.log(
    "Targets (issue 30): LCP ≤ floor+css (/ and /kpi ≤ 1.15 × floor+css); TBT ≤ floor + 150 ms. Issue 48's are in the next table.\n",
  );
  console.log(
    'target               | n | page                  | LCP              | FCP              | TBT          | CLS          | score    | LCP target | sim. LCP | desktop CLS',
  );
  console.log(
    '---------------------|---|-----------------------|------------------|------------------|--------------|--------------|----------|------------|----------|------------',
  );
  for (const [name, r] of results) {
    if (!r.lh.length) continue;
    const type = name.split(':').at(-1);
    const limit =
      REFERENCES.includes(name) || !c
        ? NaN
        : (['home', 'kpi'].includes(type) ? 1.15 : 1) * m(c, 'lcp');
    const verdict = Number.isNaN(limit)
      ? ''
      : `${m(r, 'lcp') <= limit ? 'met' : 'not met'}${m(r, 'tbt') <= m(f, 'tbt') + 150 ? '' : ', TBT not'}`;
    console.log(
      `${name.padEnd(20)} | ${String(r.lh.length).padStart(1)} | ${r.page.slice(0, 21).padEnd(21)} | ${cell(r, 'lcp').padEnd(16)} | ${cell(r, 'fcp').padEnd(16)} | ` +
        `${cell(r, 'tbt').padEnd(12)} | ${cell(r, 'cls', 3).padEnd(12)} | ${cell(r, 'perf').padEnd(8)} | ${verdict.padEnd(10)} | ` +
        `${m(r, 'simLcp').toFixed(0).padStart(8)} | ${m(r, 'desktopCls').toFixed(3)}`,
    );
  }
  console.log('');
  // Issue 48: main-thread work (devtools-throttled load) against the floor's, TBT, and the simulated run's main thread.
  console.log(
    'Main thread (issue 48): median main-thread work in ms and its ratio to the floor (target ≤ 1.5×, ≤ 2× on home and kpi);',
  );
  console.log(
    'TBT against floor + 100 ms; LCP against floor+css (candidates ≤ 1.1× floor+css); script evaluation (bootup-time, ms);',
  );
  console.log(
    "the simulated run's main-thread work and ratio (Lantern, a steadier second view); the RSC payload inline in the HTML.\n",
  );
  console.log(
    'target               | n | main thread      | TBT (limit)     | LCP (limit)       | scripts | sim. main thread | RSC KB | verdict',
  );
  console.log(
    '---------------------|---|------------------|-----------------|-------------------|---------|------------------|--------|--------',
  );
  const fMain = m(f, 'mainThread');
  const fSim = m(f, 'simMainThread');
  for (const [name, r] of results) {
    if (!r.lh.length) continue;
    const type = name.split(':').at(-1);
    const ref = REFERENCES.includes(name);
    const main = m(r, 'mainThread');
    const mainLimit = (['home', 'kpi'].includes(type) ? 2 : 1.5) * fMain;
    const tbtLimit = m(f, 'tbt') + 100;
    const lcpLimit = c ? (type === 'candidates' ? 1.1 : 1) * m(c, 'lcp') : NaN;
    const misses = ref
      ? []
      : [
          main > mainLimit && 'main thread',
          m(r, 'tbt') > tbtLimit && 'TBT',
          m(r, 'lcp') > lcpLimit && 'LCP',
        ].filter(Boolean);
    const sim = m(r, 'simMainThread');
    console.log(
      `${name.padEnd(20)} | ${String(r.lh.length).padStart(1)} | ${`${main.toFixed(0)} (${(main / fMain).toFixed(2)}×)`.padEnd(16)} | ` +
        `${`${m(r, 'tbt').toFixed(0)} (${tbtLimit.toFixed(0)})`.padEnd(15)} | ${`${m(r, 'lcp').toFixed(0)} (${Number.isNaN(lcpLimit) ? '–' : lcpLimit.toFixed(0)})`.padEnd(17)} | ` +
        `${m(r, 'bootup').toFixed(0).padStart(7)} | ${(Number.isNaN(sim) ? '–' : `${sim.toFixed(0)} (${(sim / fSim).toFixed(2)}×)`).padEnd(16)} | ` +
        `${r.rsc === undefined ? '     –' : kb(r.rsc).padStart(6)} | ${ref ? '' : misses.length ? `not met: ${misses.join(', ')}` : 'met'}`,
    );
  }
  // Each round's figure against the same round's floor, where every round measured the floor once: how far one page's
  // ratio moves from round to round, i.e. how much a single run's median can be trusted near its limit. With
  // FLOOR_DOC, the same against floor+doc: what the site's client tree adds to the same document.
  for (const refName of ['floor', 'floor+doc', 'floor+headers']) {
    const ref = results.get(refName);
    const refRounds = ref?.lh.map((x) => x.round) ?? [];
    if (refRounds.length < 2 || new Set(refRounds).size !== refRounds.length) continue;
    const refOf = new Map(ref.lh.map((x) => [x.round, x.mainThread]));
    console.log(
      `\nMain thread per round, as a ratio to that round's ${refName} (median, then each round in order):`,
    );
    for (const [name, r] of results) {
      if (name === refName || !r.lh.length) continue;
      const ratios = r.lh
        .filter((x) => refOf.has(x.round))
        .sort((a, b) => a.round - b.round)
        .map((x) => x.mainThread / refOf.get(x.round));
      if (ratios.length)
        console.log(
          `  ${name.padEnd(20)} ${median(ratios).toFixed(2)}×  ${ratios.map((x) => x.toFixed(2)).join(' ')}`,
        );
    }
  }
  console.log('\nMain-thread work by kind (median ms):');
  for (const [name, r] of results) {
    if (!r.lh.length) continue;
    const kinds = new Set(r.lh.flatMap((x) => Object.keys(x.groups ?? {})));
    const rows = [...kinds]
      .map((k) => [k, median(r.lh.map((x) => x.groups?.[k] ?? 0))])
      .sort((a, b) => b[1] - a[1]);
    console.log(
      `  ${name.padEnd(20)} ${rows.map(([k, ms]) => `${k} ${ms.toFixed(0)}`).join(' · ')}`,
    );
  }
  console.log(
    '\nScript evaluation per chunk (median ms over the runs that loaded it; the four largest per target):',
  );
  for (const [name, r] of results) {
    if (!r.lh.length) continue;
    const names = new Set(r.lh.flatMap((x) => Object.keys(x.chunks ?? {})));
    const rows = [...names]
      .map((chunk) => [
        chunk,
        median(r.lh.map((x) => x.chunks?.[chunk]).filter((v) => v !== undefined)),
      ])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4);
    console.log(
      `  ${name.padEnd(20)} ${rows.map(([chunk, ms]) => `${chunk} ${ms.toFixed(0)}`).join(' · ')}`,
    );
  }
  console.log('');
}
console.log(
  `page                 | HTML KB | JS in HTML, gzip KB (Δ floor) | first ${SECONDS} s, phone: requests, KB, JS KB | desktop: requests, KB, JS KB | heavy code in the first ${SECONDS} s`,
);
console.log(
  '---------------------|---------|-------------------------------|-----------------------------------|------------------------------|------------------------------',
);
for (const [name, r] of results) {
  if (r.html === undefined) continue; // measured by an earlier invocation (FLOOR_RESULTS)
  const net = (x) =>
    x
      ? `${String(x.requests).padStart(3)}, ${kb(x.bytes).padStart(4)}, ${kb(x.jsBytes).padStart(4)}`
      : '  –';
  const heavy = r.mobile
    ? `phone: ${r.mobile.found.join(' ') || '–'}; desktop: ${r.desktop.found.join(' ') || '–'}`
    : '–';
  console.log(
    `${name.padEnd(20)} | ${kb(r.html).padStart(7)} | ${kb(r.gzip).padStart(6)} ${name === 'floor' ? '' : `(${signed((r.gzip - f.gzip) / 1024)})`.padEnd(8)}               | ` +
      `${net(r.mobile).padEnd(33)} | ${net(r.desktop).padEnd(28)} | ${heavy}`,
  );
}
