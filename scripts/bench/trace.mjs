// `npm run bench:trace -- <url or saved run> …`: where one Lighthouse load's main-thread time goes, task by task, as
// Lighthouse itself counts it (issue 48, fourth part). For a URL it runs Lighthouse once (mobile, devtools
// throttling, as bench:floor) and keeps the trace (`-G`, in a temporary folder, or in TRACE_KEEP=<dir>/<n>); a folder
// that holds a `defaultPass.trace.json` from an earlier `lighthouse -G` run is read as it is. It prints, per load:
//   - the main-thread time by Lighthouse's kinds (mainthread-work-breakdown's groups) and the number of top-level tasks;
//   - script evaluation by the file it is attributed to;
//   - the callbacks after the scripts ran (top-level tasks that start with a function call: React's scheduler slices,
//     timers, observers), by function and file;
//   - the documents the page made beside its own (an <img> of an SVG file is one: its own frame, parser and layout);
//   - every task over 40 ms, with its start, length and its longest child.
// Not a target and not a comparison: bench:floor is both. This is for reading one load, e.g. a page beside the floor.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { lighthouseCli } from './lh.mjs';

const args = process.argv.slice(2);
if (!args.length) {
  console.error('usage: npm run bench:trace -- <url | folder of a `lighthouse -G` run> …');
  process.exit(2);
}

const ms = (x) => `${Math.round(x)}`;
const file = (url) => (url ? url.replace(/[?#].*$/, '').replace(/^.*\//, '') || url : '(none)');

/** Runs Lighthouse once on url and returns the folder its artifacts went to. */
function gather(url, index) {
  const dir = process.env.TRACE_KEEP
    ? path.join(process.env.TRACE_KEEP, String(index))
    : fs.mkdtempSync(path.join(os.tmpdir(), 'lh-trace-'));
  fs.rmSync(dir, { recursive: true, force: true });
  lighthouseCli(url, [`-G=${dir}`, '--throttling-method=devtools']);
  return dir;
}

function sumBy(items, key, value) {
  const out = new Map();
  for (const item of items) {
    const k = key(item);
    const [n, total] = out.get(k) ?? [0, 0];
    out.set(k, [n + 1, total + value(item)]);
  }
  return [...out].sort((a, b) => b[1][1] - a[1][1]);
}

function report(label, dir) {
  const trace = JSON.parse(fs.readFileSync(path.join(dir, 'defaultPass.trace.json'), 'utf8'));
  const processed = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
  );
  const top = tasks.filter((task) => !task.parent);
  const total = top.reduce((sum, task) => sum + task.duration, 0);
  console.log(`\n${label}: ${ms(total)} ms in ${top.length} top-level tasks`);

  const kinds = sumBy(
    tasks,
    (task) => task.group.id,
    (task) => task.selfTime,
  );
  console.log(`  by kind: ${kinds.map(([k, [, t]]) => `${k} ${ms(t)}`).join(' · ')}`);

  const scripts = sumBy(
    tasks.filter((task) => task.group.id === 'scriptEvaluation'),
    (task) => file(task.attributableURLs.at(-1)),
    (task) => task.selfTime,
  );
  console.log(
    `  script by file: ${scripts
      .slice(0, 6)
      .map(([k, [, t]]) => `${k} ${ms(t)}`)
      .join(' · ')}`,
  );

  const calls = top.filter((task) => task.children[0]?.event.name === 'v8.callFunction');
  const callee = (task) => {
    const call = task.children[0]?.children.find((child) => child.event.name === 'FunctionCall');
    const data = call?.event.args?.data ?? {};
    return `${data.functionName || '(anonymous)'} ${file(data.url)}`;
  };
  const byCallee = sumBy(calls, callee, (task) => task.duration);
  console.log(
    `  callbacks: ${calls.length} tasks, ${ms(calls.reduce((s, t) => s + t.duration, 0))} ms — ` +
      byCallee
        .slice(0, 4)
        .map(([k, [n, t]]) => `${k} ×${n} ${ms(t)}`)
        .join(' · '),
  );

  const commits = tasks.filter((task) => task.event.name === 'DocumentLoader::CommitNavigation');
  console.log(
    `  documents committed: ${commits.length} (the page's own and ${commits.length - 1} more: an SVG picture or favicon makes one)`,
  );

  const long = top.filter((task) => task.duration > 40);
  console.log('  tasks over 40 ms (start ms: length, longest child):');
  for (const task of long) {
    const child = [...task.children].sort((a, b) => b.duration - a.duration)[0];
    const url = child?.event.args?.data?.url;
    console.log(
      `    ${ms(task.startTime).padStart(6)}: ${ms(task.duration).padStart(4)}  ${child ? `${child.event.name}${url ? ` ${file(url)}` : ''}` : '(self)'}`,
    );
  }
}

args.forEach((arg, index) => {
  const saved = fs.existsSync(path.join(arg, 'defaultPass.trace.json'));
  const dir = saved ? arg : gather(arg, index);
  try {
    report(arg, dir);
  } finally {
    if (!saved && !process.env.TRACE_KEEP) fs.rmSync(dir, { recursive: true, force: true });
  }
});
