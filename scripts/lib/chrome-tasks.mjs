// A page load's main-thread tasks by where Chromium posted them from (issue 48, seventeenth part), for
// `MT_TASKS=1 npm run bench:mainthread`. Chromium's `toplevel` trace category names, for every task it runs, the
// file and function that posted it and the queue it ran on (`ThreadControllerImpl::RunTask`'s args); Lighthouse's
// trace has no such category, so a task with no traced child is "other" there and has a name here.
/** The kind of a top-level task, from the file and function Chromium posted it from and the queue it ran on. */
export function taskKind({
  src_file: file = '',
  src_func: func = '',
  sequence_manager_task: seq = {},
}) {
  const base = file.split('/').at(-1);
  if (func === 'ScheduledActionSendBeginMainFrame') return 'frames';
  if (base === 'html_document_parser.cc') return 'parser';
  if (base === 'script_runner.cc' || base === 'html_parser_script_runner.cc') return 'scripts';
  if (base === 'connector.cc' && seq.queue_name === 'FRAME_PAUSABLE_TQ') return 'messages';
  if (/url_loader|resource_|response_body/.test(base)) return 'network';
  if (base === 'ipc_mojo_bootstrap.cc') return 'ipc';
  return 'rest';
}
export const TASK_KINDS = ['frames', 'parser', 'scripts', 'messages', 'network', 'ipc', 'rest'];

/**
 * Sums the top-level tasks of the renderer's main thread that parsed pageUrl, by taskKind: { kind: ms }, plus `count`,
 * `cpu` and `cpuKinds` ({ kind: ms }), the same tasks' thread time (`tdur`: the time the thread ran on a core, not the
 * time it waited), which other processes on a busy machine move less than wall time.
 * events: a Chrome trace's events with the `toplevel`, `scheduler` (the queue) and `devtools.timeline` categories.
 */
export function tasksByKind(events, pageUrl) {
  const parsers = new Map();
  for (const e of events)
    if (e.name === 'ParseHTML' && e.args?.beginData?.url === pageUrl) {
      const key = `${e.pid}:${e.tid}`;
      parsers.set(key, (parsers.get(key) ?? 0) + 1);
    }
  const main = [...parsers].sort((a, b) => b[1] - a[1])[0]?.[0];
  const out = Object.fromEntries(TASK_KINDS.map((k) => [k, 0]));
  out.count = 0;
  out.cpu = 0;
  out.cpuKinds = Object.fromEntries(TASK_KINDS.map((k) => [k, 0]));
  if (!main) return out;
  const tasks = events
    .filter(
      (e) =>
        e.name === 'ThreadControllerImpl::RunTask' && e.ph === 'X' && `${e.pid}:${e.tid}` === main,
    )
    .sort((a, b) => a.ts - b.ts);
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue; // a task run inside another (a nested run loop) is counted in its parent
    end = task.ts + task.dur;
    const kind = taskKind(task.args ?? {});
    out[kind] += task.dur / 1000;
    out.cpu += (task.tdur ?? 0) / 1000;
    out.cpuKinds[kind] += (task.tdur ?? 0) / 1000;
    out.count += 1;
  }
  return out;
}
