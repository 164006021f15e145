import { runModule } from './run-module';

// scripts/lib/chrome-tasks.mjs is plain ESM for the benchmarks; run it in Node as bench:mainthread does.
const run = (code: string) => runModule('./scripts/lib/chrome-tasks.mjs', code);

const PAGE = 'http://127.0.0.1:3142/politik';
const task = (
  tid: number,
  ts: number,
  dur: number,
  file: string,
  func: string,
  queue?: string,
  tdur?: number,
) => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  pid: 1,
  tid,
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
  args: {
    src_file: file,
    src_func: func,
    ...(queue ? { sequence_manager_task: { queue_name: queue } } : {}),
  },
});

describe('tasks by where Chromium posted them (bench:mainthread MT_TASKS=1)', () => {
  it('names each kind from the posting file, function and queue', () => {
    const kinds = run(
      `console.log(JSON.stringify([
        ['cc/trees/proxy_impl.cc', 'ScheduledActionSendBeginMainFrame'],
        ['third_party/blink/renderer/core/html/parser/html_document_parser.cc', 'SchedulePumpTokenizer'],
        ['third_party/blink/renderer/core/script/script_runner.cc', 'RemoveDelayReasonFromScript'],
        ['mojo/public/cpp/bindings/lib/connector.cc', 'PostDispatchNextMessageFromPipe', 'FRAME_PAUSABLE_TQ'],
        ['mojo/public/cpp/bindings/lib/connector.cc', 'PostDispatchNextMessageFromPipe', 'FRAME_LOADING_TQ'],
        ['third_party/blink/renderer/platform/loader/fetch/url_loader/background_url_loader.cc', 'PostTaskToMainThread'],
        ['ipc/ipc_mojo_bootstrap.cc', 'Accept'],
        [undefined, undefined],
      ].map(([f, fn, q]) => m.taskKind({ src_file: f, src_func: fn, sequence_manager_task: q ? { queue_name: q } : undefined }))))`,
    );
    expect(kinds).toEqual([
      'frames',
      'parser',
      'scripts',
      'messages',
      'rest',
      'network',
      'ipc',
      'rest',
    ]);
  });

  it('sums only the top-level tasks of the thread that parsed the page, a nested task inside its parent', () => {
    const events = [
      {
        name: 'ParseHTML',
        ph: 'X',
        pid: 1,
        tid: 2,
        ts: 0,
        dur: 5,
        args: { beginData: { url: 'chrome://omnibox' } },
      },
      {
        name: 'ParseHTML',
        ph: 'X',
        pid: 1,
        tid: 1,
        ts: 10,
        dur: 5,
        args: { beginData: { url: PAGE } },
      },
      task(
        1,
        0,
        2000,
        'cc/trees/proxy_impl.cc',
        'ScheduledActionSendBeginMainFrame',
        undefined,
        700,
      ),
      // nested: already counted in its parent
      task(1, 500, 1000, 'ipc/ipc_mojo_bootstrap.cc', 'Accept', undefined, 300),
      task(1, 3000, 4000, 'html_document_parser.cc', 'SchedulePumpTokenizer', undefined, 1500),
      // another renderer's thread
      task(2, 0, 9000, 'html_document_parser.cc', 'SchedulePumpTokenizer', undefined, 9000),
      { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 8000, dur: 9000, args: {} },
    ];
    const out = run(
      `console.log(JSON.stringify(m.tasksByKind(${JSON.stringify(events)}, ${JSON.stringify(PAGE)})))`,
    );
    // Wall time by kind; thread time (tdur) summed over the same two tasks: 0.7 + 1.5 ms.
    expect(out).toMatchObject({ frames: 2, parser: 4, ipc: 0, count: 2, cpu: 2.2 });
    // …and by kind: the frame's 0.7 ms and the parser's 1.5 ms, the nested IPC task's 0.3 ms in neither.
    expect(out).toMatchObject({ cpuKinds: { frames: 0.7, parser: 1.5, ipc: 0, rest: 0 } });
  });

  it('finds nothing when no thread parsed the page', () => {
    const out = run(
      `console.log(JSON.stringify(m.tasksByKind(${JSON.stringify([task(1, 0, 1000, 'x.cc', 'f')])}, ${JSON.stringify(PAGE)})))`,
    );
    expect(out).toMatchObject({ count: 0, rest: 0, cpu: 0 });
  });
});
