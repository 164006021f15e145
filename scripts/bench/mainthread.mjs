// `npm run bench:mainthread -- <url> [<url> …]`: where a page load's main-thread time goes, quickly and without
// Lighthouse. Chromium (phone viewport, CPU 4× slower as Lighthouse's mobile run) loads each URL MT_RUNS times,
// interleaved, and waits until the network has been quiet for 2 s (at most 20 s); then Chrome's own counters
// (Performance.getMetrics: all tasks, script, layout, style) and the requests are read. MT_BLOCK=<regex> aborts the
// requests whose URL matches, to see what a part costs by leaving it out (e.g. MT_BLOCK='_rsc=' leaves out Next's
// prefetches of linked pages); MT_PROFILE=1 adds the script time per file from a sampling profile. A URL ending in
// #nojs loads with JavaScript off: what the document alone costs (parsing, style, layout, paint), so a page and the
// floor each with and without it split the main thread into the document's part and the scripts' part.
// MT_TASKS=1 records a Chrome trace of each load and sums the page's top-level main-thread tasks by where Chromium
// posted them from (its `toplevel` trace events name the posting file and function): frames (style, layout, paint),
// the HTML parser, scripts run, messages (postMessage: React's scheduler), network, IPC and the rest. This names
// what Lighthouse files under "other" (tasks with no traced child), to the task rather than the event. It also sums the
// same tasks' thread time (the time the main thread ran on a core), with its spread beside the wall time's: on a
// 2-core machine shared with the servers, most of a task's wall time can be the thread not running (unslowed, a policy's
// tasks took ~2.8× their thread time), and thread time moved somewhat less between loads and runs (issue 48,
// eighteenth part). MT_CPU_RATE=4 (default, as Lighthouse) sets the CPU
// slowdown; MT_CPU_RATE=1 measures the work unslowed, where thread time is the CPU time itself.
// Not a target: bench:floor's Lighthouse figures are. This is for finding the part to change, side by side.
import { chromium } from '@playwright/test';
import { median } from './lh.mjs';
import { TASK_KINDS, tasksByKind } from '../lib/chrome-tasks.mjs';

const RUNS = Number(process.env.MT_RUNS ?? 3);
const BLOCK = process.env.MT_BLOCK ? new RegExp(process.env.MT_BLOCK) : null;
const PROFILE = process.env.MT_PROFILE === '1';
const TASKS = process.env.MT_TASKS === '1';
const RATE = Number(process.env.MT_CPU_RATE ?? 4);

const urls = process.argv.slice(2);
if (!urls.length) {
  console.error('usage: node scripts/bench/mainthread.mjs <url> [<url> …]');
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
});

async function load(url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: !url.endsWith('#nojs'),
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const trace = [];
  if (TASKS) {
    cdp.on('Tracing.dataCollected', (e) => trace.push(...e.value));
    await cdp.send('Tracing.start', {
      categories: 'toplevel,scheduler,devtools.timeline,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
  }
  const requests = [];
  let last = Date.now();
  if (BLOCK)
    await page.route(
      (u) => BLOCK.test(u.href),
      (route) => route.abort(),
    );
  page.on('request', (r) => {
    requests.push(r.url());
    last = Date.now();
  });
  page.on('requestfinished', () => (last = Date.now()));
  const start = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  while (Date.now() - last < 2000 && Date.now() - start < 20_000) await page.waitForTimeout(250);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  const out = {
    task: get('TaskDuration'),
    script: get('ScriptDuration'),
    layout: get('LayoutDuration'),
    style: get('RecalcStyleDuration'),
    requests: requests.length,
    rsc: requests.filter((u) => /[?&]_rsc=/.test(u)).length,
    files: {},
    kinds: {},
  };
  if (TASKS) {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    out.kinds = tasksByKind(trace, page.url());
  }
  if (PROFILE) {
    const { profile } = await cdp.send('Profiler.stop');
    const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const frame = byNode.get(id).callFrame;
      const file = frame.url
        ? frame.url.split('/').at(-1).split('?')[0] || frame.url
        : `(${frame.functionName || 'program'})`;
      out.files[file] = (out.files[file] ?? 0) + profile.timeDeltas[i] / 1000;
    });
  }
  await context.close();
  return out;
}

const results = new Map(urls.map((u) => [u, []]));
for (let run = 0; run < RUNS; run++)
  for (const url of urls) {
    const r = await load(url);
    results.get(url).push(r);
    process.stderr.write(
      `  run ${run + 1} ${url}: tasks ${r.task.toFixed(0)}${TASKS ? ` (thread time ${r.kinds.cpu.toFixed(0)})` : ''} script ${r.script.toFixed(0)} layout ${r.layout.toFixed(0)} style ${r.style.toFixed(0)} requests ${r.requests} (RSC ${r.rsc})\n`,
    );
  }
await browser.close();

const med = (rs, k) => median(rs.map((r) => r[k]));
console.log(
  `main thread, CPU ${RATE}× slower, phone viewport, medians of ${RUNS}${BLOCK ? `, requests matching ${BLOCK} aborted` : ''}`,
);
console.log('url | tasks ms | script ms | layout ms | style ms | requests | RSC requests');
for (const [url, rs] of results) {
  console.log(
    `${url} | ${med(rs, 'task').toFixed(0)} | ${med(rs, 'script').toFixed(0)} | ${med(rs, 'layout').toFixed(0)} | ${med(rs, 'style').toFixed(0)} | ${med(rs, 'requests')} | ${med(rs, 'rsc')}`,
  );
  if (PROFILE) {
    const files = new Set(rs.flatMap((r) => Object.keys(r.files)));
    const rows = [...files]
      .map((f) => [f, median(rs.map((r) => r.files[f] ?? 0))])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10);
    console.log(`  ${rows.map(([f, ms]) => `${f} ${ms.toFixed(0)}`).join(' · ')}`);
  }
  if (TASKS && !rs.some((r) => r.kinds.count > 0))
    console.log("  no load's trace named the thread that parsed the page: no tasks counted");
  else if (TASKS) {
    // A load whose trace names no thread that parsed the page (it happens, rarely) has no tasks to count.
    const found = rs.filter((r) => r.kinds.count > 0);
    const kind = (k) => median(found.map((r) => r.kinds[k] ?? 0)).toFixed(0);
    console.log(
      `  top-level tasks ${kind('count')} by where Chromium posted them, ms: ${TASK_KINDS.map((k) => `${k} ${kind(k)}`).join(' · ')}`,
    );
    const at = (values, f) =>
      [...values].sort((a, b) => a - b)[Math.round(f * (values.length - 1))].toFixed(0);
    const spread = (values) =>
      `median ${median(values).toFixed(0)}, middle half ${at(values, 0.25)}–${at(values, 0.75)}, all ${at(values, 0)}–${at(values, 1)}`;
    // Thread time by kind, each with its middle half: a cut in one kind shows there before it shows in the sum.
    const cpuKind = (k) => {
      const values = found.map((r) => r.kinds.cpuKinds[k]);
      return `${k} ${median(values).toFixed(0)} (${at(values, 0.25)}–${at(values, 0.75)})`;
    };
    console.log(
      `  their thread time by the same kinds, ms (middle half): ${TASK_KINDS.map(cpuKind).join(' · ')}`,
    );
    console.log(
      `  the same tasks' thread time, ms: ${spread(found.map((r) => r.kinds.cpu))}; their wall time: ${spread(found.map((r) => TASK_KINDS.reduce((sum, k) => sum + r.kinds[k], 0)))} (${found.length} loads)`,
    );
  }
}
