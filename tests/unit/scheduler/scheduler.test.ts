// The self-hosting scheduler (scripts/scheduler/run.mjs) as compose runs it: a child process against a real HTTP
// server that records each call, on a fast clock (a minute lasts SCHEDULER_MINUTE_MS). The paths and schedules are
// read from vercel.json here too, so a cron added there is in this test the moment it exists.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SCRIPT = path.join(process.cwd(), 'scripts', 'scheduler', 'run.mjs');
const SECRET = 'scheduler-test-secret-0123456789';
const MINUTE = 60_000;
const { crons } = JSON.parse(fs.readFileSync('vercel.json', 'utf8')) as {
  crons: { path: string; schedule: string }[];
};

/**
 * scripts/scheduler/cron.mjs run by Node itself (next/jest compiles .mjs to CommonJS, which Jest then refuses as ESM):
 * for each [expression, ISO minutes], the minutes it is due in, or the error it throws.
 */
function cronAnswers(cases: [string, string[]][]): ({ due: string[] } | { error: string })[] {
  const cronModule = pathToFileURL(
    path.join(process.cwd(), 'scripts', 'scheduler', 'cron.mjs'),
  ).href;
  const code = `import fs from 'node:fs';
    import { parseCron, cronDue } from ${JSON.stringify(cronModule)};
    const cases = JSON.parse(fs.readFileSync(0, 'utf8'));
    console.log(JSON.stringify(cases.map(([expression, minutes]) => {
      try {
        const cron = parseCron(expression);
        return { due: minutes.filter((m) => cronDue(cron, new Date(m))) };
      } catch (error) {
        return { error: error.message };
      }
    })));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr || String(run.error));
  return JSON.parse(run.stdout);
}

/** Every minute from `from` (exclusive) to `to` (exclusive), as ISO strings. */
function minutesBetween(from: number, to: number) {
  const out: string[] = [];
  for (let m = from + MINUTE; m < to; m += MINUTE) out.push(new Date(m).toISOString());
  return out;
}
const label = (iso: string) => `${iso.slice(0, 16)}Z`;

type Call = { path: string; authorization: string | undefined };
type Behaviour = (path: string, res: http.ServerResponse) => boolean;

/** A server that records every call, answers 200 unless `behave` answered first, and counts calls in flight per path. */
async function recordingServer(behave: Behaviour = () => false) {
  const calls: Call[] = [];
  const inFlight = new Map<string, number>();
  const overlaps: string[] = [];
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url!, 'http://x').pathname;
    calls.push({ path: pathname, authorization: req.headers.authorization });
    const now = (inFlight.get(pathname) ?? 0) + 1;
    inFlight.set(pathname, now);
    if (now > 1) overlaps.push(pathname);
    res.on('close', () => inFlight.set(pathname, inFlight.get(pathname)! - 1));
    if (!behave(pathname, res)) res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    overlaps,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Runs the scheduler until `until` says stop (or the time runs out), then SIGTERM; its output and exit code. */
async function runScheduler(
  env: Record<string, string | undefined>,
  {
    until = (() => false) as (output: string) => boolean,
    maxMs = 15_000,
    args = [] as string[],
  } = {},
) {
  const child = spawn(process.execPath, [SCRIPT, ...args], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const started = Date.now();
  const timer = setInterval(() => {
    if (!until(output) && Date.now() - started <= maxMs) return;
    clearInterval(timer);
    child.kill('SIGTERM');
  }, 25);
  const code = await exited;
  clearInterval(timer);
  return { code, output };
}

/** "[scheduler] 2026-11-27T02:15Z GET /api/cron/purge → 200 in 3 ms" → minute, path, outcome. */
const logged = (output: string) =>
  [...output.matchAll(/\[scheduler\] (\S+Z) GET (\S+) (.*)/g)].map(([, minute, p, rest]) => ({
    minute: minute!,
    path: p!,
    rest: rest!,
  }));

describe('cron expressions as vercel.json writes them (UTC)', () => {
  const dueCases: [string, string, boolean][] = [
    ['15 2 * * *', '2026-11-27T02:15:00Z', true],
    ['15 2 * * *', '2026-11-27T03:15:00Z', false],
    ['*/5 * * * *', '2026-11-27T10:35:00Z', true],
    ['*/5 * * * *', '2026-11-27T10:36:00Z', false],
    ['7 * * * *', '2026-11-27T23:07:00Z', true],
    ['* * * * *', '2026-02-28T00:00:00Z', true],
    ['0 9-17/4 * * *', '2026-11-27T13:00:00Z', true],
    ['0 9-17/4 * * *', '2026-11-27T15:00:00Z', false],
    ['0,30 8 * * 1-5', '2026-11-27T08:30:00Z', true], // a Friday
    ['0,30 8 * * 1-5', '2026-11-28T08:30:00Z', false], // a Saturday
    ['0 0 * * 7', '2026-11-29T00:00:00Z', true], // 7 is Sunday too
    ['0 0 1 * *', '2026-12-01T00:00:00Z', true],
    ['0 0 1 12 *', '2026-11-01T00:00:00Z', false],
    // Both day fields restricted: either one is enough, as in every cron.
    ['0 0 13 * 5', '2026-11-13T00:00:00Z', true],
    ['0 0 13 * 5', '2026-11-27T00:00:00Z', true],
    ['0 0 13 * 5', '2026-11-26T00:00:00Z', false],
  ];
  const refusedCases: [string, RegExp][] = [
    ['* * * *', /4 fields, not 5/],
    ['60 * * * *', /minute "60" is outside 0-59/],
    ['0 24 * * *', /hour "24"/],
    ['0 0 0 * *', /day of month "0"/],
    ['0 0 * * MON', /day of week "MON" is not a number/],
    ['0 0 L * *', /day of month "L"/],
    ['*/0 * * * *', /minute "\*\/0"/],
    ['5-1 * * * *', /minute "5-1"/],
  ];
  const answers = cronAnswers([
    ...dueCases.map(([e, iso]): [string, string[]] => [e, [iso]]),
    ...refusedCases.map(([e]): [string, string[]] => [e, []]),
    ...crons.map((c): [string, string[]] => [c.schedule, []]),
  ]);

  test.each(dueCases.map((c, i) => [...c, i] as const))(
    '"%s" at %s → %s',
    (_expression, iso, due, i) => {
      expect(answers[i]).toEqual({ due: due ? [iso] : [] });
    },
  );

  test.each(refusedCases.map((c, i) => [...c, dueCases.length + i] as const))(
    '"%s" is refused: %s',
    (_expression, message, i) => {
      expect(answers[i]).toEqual({ error: expect.stringMatching(message) });
    },
  );

  test('every schedule in vercel.json is one it reads', () => {
    expect(crons.length).toBeGreaterThan(0);
    expect(answers.slice(dueCases.length + refusedCases.length)).toEqual(
      crons.map(() => ({ due: [] })),
    );
  });
});

describe('scripts/scheduler/run.mjs against a recording server', () => {
  /**
   * The shortest stretch of a day in which every cron in vercel.json is due at least once: its start, and each cron's
   * due minutes in it. A minute passes in 100 ms here, so the run stays short whatever the schedules are.
   */
  function shortestStretch() {
    const day = Date.parse('2026-11-27T00:00:00Z');
    const twoDays = minutesBetween(day - MINUTE, day + 2 * 24 * 60 * MINUTE);
    const due = cronAnswers(crons.map((c) => [c.schedule, twoDays])).map((a) =>
      'due' in a ? a.due.map((m) => Date.parse(m)) : [],
    );
    let best = { start: day, end: Infinity };
    for (let start = day; start < day + 24 * 60 * MINUTE; start += MINUTE) {
      const end = Math.max(...due.map((minutes) => minutes.find((m) => m > start)!));
      if (end - start < best.end - best.start) best = { start, end };
    }
    return {
      ...best,
      due: due.map((minutes) => new Set(minutes.map((m) => label(new Date(m).toISOString())))),
    };
  }

  test('calls each vercel.json path on its schedule with the bearer secret, and never logs the secret', async () => {
    const { start, end, due } = shortestStretch();
    const server = await recordingServer();
    const answeredAll = (out: string) =>
      crons.every((c) => logged(out).some((l) => l.path === c.path && l.rest.startsWith('→ 200')));
    const { code, output } = await runScheduler(
      {
        CRON_SECRET: SECRET,
        SCHEDULER_TARGET: server.url,
        SCHEDULER_START: new Date(start).toISOString(),
        SCHEDULER_MINUTE_MS: '100',
      },
      { until: answeredAll, maxMs: 30_000 + ((end - start) / MINUTE) * 100 },
    );
    await server.close();
    expect(code).toBe(0);
    expect(output).not.toContain(SECRET);
    expect(answeredAll(output)).toBe(true);

    crons.forEach(({ path: p }, i) => {
      for (const line of logged(output).filter((l) => l.path === p)) {
        // Only in a minute its schedule names (a minute the process was paused through is folded into the next pass).
        expect(due[i]!.has(line.minute)).toBe(true);
        // 200, or skipped while the last call ran, or cut off by the stop at the end.
        expect(line.rest).toMatch(
          /^(→ 200 in \d+ ms|skipped: .*|failed after \d+ ms: AbortError)$/,
        );
      }
    });
    expect(new Set(server.calls.map((c) => c.path))).toEqual(new Set(crons.map((c) => c.path)));
    expect(new Set(server.calls.map((c) => c.authorization))).toEqual(
      new Set([`Bearer ${SECRET}`]),
    );
    expect(server.overlaps).toEqual([]);
  }, 120_000);

  test('a call still running is not started again, and a failed call stops nothing', async () => {
    let mailCalls = 0;
    let newsletterCalls = 0;
    const server = await recordingServer((p, res) => {
      // The first mail drain takes 12 simulated minutes; events answers 500; the first newsletter call is cut off.
      if (p === '/api/cron/mail' && ++mailCalls === 1) {
        setTimeout(() => res.end('{}'), 12 * 100);
        return true;
      }
      if (p === '/api/cron/events') {
        res.statusCode = 500;
        res.end('{"error":{}}');
        return true;
      }
      if (p === '/api/cron/newsletter' && ++newsletterCalls === 1) {
        res.socket?.destroy();
        return true;
      }
      return false;
    });
    const { code, output } = await runScheduler(
      {
        CRON_SECRET: SECRET,
        SCHEDULER_TARGET: server.url,
        SCHEDULER_START: '2026-11-27T02:00:00Z',
        SCHEDULER_MINUTE_MS: '100',
      },
      { until: (out) => /T02:2\dZ GET \/api\/cron\/mail → 200/.test(out), maxMs: 20_000 },
    );
    await server.close();
    expect(code).toBe(0);
    const lines = logged(output).sort((a, b) => a.minute.localeCompare(b.minute));
    const of = (p: string) => lines.filter((l) => l.path === p && !l.rest.startsWith('skipped'));
    const [cutOff, ...later] = of('/api/cron/newsletter');
    expect(cutOff!.rest).toMatch(/^failed after \d+ ms: /);
    expect(of('/api/cron/events')[0]).toMatchObject({
      minute: '2026-11-27T02:07Z',
      rest: expect.stringMatching(/^→ 500/),
    });
    // After the cut-off call and the 500, every-minute calls go on answering 200.
    expect(
      later.filter((l) => l.minute > '2026-11-27T02:07Z' && l.rest.startsWith('→ 200')).length,
    ).toBeGreaterThan(3);
    // 02:05's drain runs until ~02:17: a mail minute in between is skipped, 02:20 runs again; never two at once.
    const mail = lines.filter((l) => l.path === '/api/cron/mail');
    expect(mail).toContainEqual({
      path: '/api/cron/mail',
      minute: '2026-11-27T02:05Z',
      rest: expect.stringMatching(/^→ 200 in (1[1-9]|[2-9])\d\d\d? ms$/),
    });
    expect(
      mail
        .filter((l) => l.minute > '2026-11-27T02:05Z' && l.minute < '2026-11-27T02:17Z')
        .map((l) => l.rest),
    ).toContain('skipped: the previous call is still running');
    expect(mail.some((l) => l.minute >= '2026-11-27T02:20Z' && l.rest.startsWith('→ 200'))).toBe(
      true,
    );
    expect(server.overlaps).toEqual([]);
  }, 60_000);

  test.each([
    [{ SCHEDULER_TARGET: 'http://127.0.0.1:9' }, /CRON_SECRET: must be set/],
    [
      { SCHEDULER_TARGET: 'http://127.0.0.1:9', CRON_SECRET: 'short' },
      /CRON_SECRET: must be at least 16 characters/,
    ],
    [{ CRON_SECRET: SECRET }, /SCHEDULER_TARGET: must be the site’s address/],
    [{ CRON_SECRET: SECRET, SCHEDULER_TARGET: 'site:3000' }, /SCHEDULER_TARGET: must be/],
  ])('refuses to start with %j, naming what is missing', async (env, message) => {
    const { code, output } = await runScheduler(env);
    expect(code).toBe(1);
    expect(output).toMatch(message);
    expect(output).not.toContain(SECRET);
  });

  test('refuses to start on a schedule it cannot read, naming the path', async () => {
    const file = path.join(
      fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'sched-')),
      'v.json',
    );
    fs.writeFileSync(
      file,
      JSON.stringify({ crons: [{ path: '/api/cron/x', schedule: '0 0 L * *' }] }),
    );
    const { code, output } = await runScheduler({
      CRON_SECRET: SECRET,
      SCHEDULER_TARGET: 'http://127.0.0.1:9',
      SCHEDULER_CONFIG: file,
    });
    expect(code).toBe(1);
    expect(output).toMatch(/vercel\.json: \/api\/cron\/x: day of month "L"/);
  });

  test('--once calls every path once and exits 1 when one did not answer 2xx', async () => {
    const server = await recordingServer((p, res) => {
      if (p !== '/api/cron/purge') return false;
      res.statusCode = 401;
      res.end('{}');
      return true;
    });
    const { code, output } = await runScheduler(
      { CRON_SECRET: SECRET, SCHEDULER_TARGET: server.url },
      { args: ['--once'] },
    );
    await server.close();
    expect(code).toBe(1);
    expect(server.calls.map((c) => c.path)).toEqual(crons.map((c) => c.path));
    expect(output).toMatch(/GET \/api\/cron\/purge → 401/);
  });
});
