// `npm run bench:cpu -- /privatliv /cases`: where a page's main-thread JavaScript goes while it loads. Chromium at
// phone width with the CPU slowed 4× (as Lighthouse's mobile profile), V8's sampling profiler from navigation until
// 1.5 s after load, fresh context per load. Prints self time per script file and the heaviest functions, as means
// over the loads. Self time names the code that runs, so a cost hidden inside a module's evaluation (an Intl
// formatter built at module level, say) shows up against that chunk. Needs `npm run build` first; heavy-job lock.
//   CPU_RUNS=3 (loads per page)   CPU_DIST=.next (the build to serve)   CPU_TOP=15 (functions listed per page)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { machine, startServer } from './server.mjs';

const RUNS = Number(process.env.CPU_RUNS ?? 3);
const DIST = process.env.CPU_DIST ?? '.next';
const TOP = Number(process.env.CPU_TOP ?? 15);
const PORT = Number(process.env.CPU_PORT ?? 3160);
const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/privatliv'];
// What the profiler reports that is not page code.
const NOT_CODE = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** Self milliseconds per "function file:line:column" over one load. */
async function profileLoad(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id).callFrame;
    if (NOT_CODE.has(frame.functionName)) return;
    const file = frame.url
      ? new URL(frame.url).pathname.split('/').pop() || new URL(frame.url).pathname
      : '(native)';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  return self;
}

if (!fs.existsSync(path.join(DIST, 'BUILD_ID'))) {
  console.error(`bench:cpu needs the production build in ${DIST}: run \`npm run build\` first.`);
  process.exit(1);
}
const server = await startServer({ port: PORT, env: { NEXT_DIST_DIR: DIST } });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});
console.log(
  `bench:cpu — ${machine()}; build ${DIST}; 4× CPU throttling, phone width, means of ${RUNS} loads (load + 1.5 s)\n`,
);
try {
  for (const page of PAGES) {
    const functions = new Map();
    for (let run = 0; run < RUNS; run++) {
      for (const [key, ms] of await profileLoad(browser, server.url + page))
        functions.set(key, (functions.get(key) ?? 0) + ms / RUNS);
    }
    const files = new Map();
    for (const [key, ms] of functions) {
      const file = key.slice(key.lastIndexOf(' ') + 1).replace(/:\d+:\d+$/, '');
      files.set(file, (files.get(file) ?? 0) + ms);
    }
    const total = [...files.values()].reduce((a, b) => a + b, 0);
    console.log(`${page}: ${total.toFixed(0)} ms of JavaScript`);
    for (const [file, ms] of [...files].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 1))
      console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${file}`);
    console.log('  heaviest functions (self time):');
    for (const [key, ms] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, TOP))
      console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${key}`);
    console.log('');
  }
} finally {
  await browser.close();
  await server.stop();
}
