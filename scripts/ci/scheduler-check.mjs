// CI: compose's scheduler service against the server the image runs. Starts `node server.js` from a copy of
// .next/standalone (embedded PGlite, bound to 127.0.0.1), then scripts/scheduler/run.mjs as the service runs it, on a
// fast clock (a minute per second) from the shortest stretch of the day in which every vercel.json cron is due, and
// passes when each path has answered 200. First, `--once` with a wrong secret must get 401 from every path: the
// scheduler and the routes agree on the bearer token, and a mismatch is a failure, not silence. Needs `npm run build`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shortestStretch } from '../scheduler/cron.mjs';

const root = process.cwd();
const port = Number(process.env.SCHEDULER_CHECK_PORT ?? 3113);
const target = `http://127.0.0.1:${port}`;
const standalone = path.join(root, process.env.NEXT_DIST_DIR ?? '.next', 'standalone');
const secret = 'ci-only-cron-secret-for-the-scheduler-0123';
const { crons } = JSON.parse(fs.readFileSync(path.join(root, 'vercel.json'), 'utf8'));

if (!fs.existsSync(path.join(standalone, 'server.js'))) {
  console.error('scheduler-check: .next/standalone/server.js not found; run npm run build first');
  process.exit(1);
}
if (spawnSync(process.execPath, ['scripts/build/bundle-migrate.mjs'], { stdio: 'inherit' }).status)
  process.exit(1);
// Away from the project, so nothing the image lacks (node_modules here) can be picked up; the crons need no assets.
const app = fs.mkdtempSync(path.join(os.tmpdir(), 'scheduler-check-'));
fs.cpSync(standalone, app, { recursive: true, verbatimSymlinks: true });

const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  UNSUBSCRIBE_SECRET: 'ci-only-unsubscribe-secret-0123456789',
  CRON_SECRET: secret,
  HOSTNAME: '127.0.0.1',
  PORT: String(port),
  PGLITE_DATA_DIR: path.join(app, 'data'),
};
delete serverEnv.DATABASE_URL;
delete serverEnv.SMTP_URL;

/** Starts a process in its own group, collecting its output; `stop` ends the group. */
function start(args, options) {
  const child = spawn(process.execPath, args, {
    ...options,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run = { child, output: '' };
  child.stdout.on('data', (d) => (run.output += d));
  child.stderr.on('data', (d) => (run.output += d));
  run.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  run.stop = () => {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    return run.exited;
  };
  return run;
}

/** Each check as [passed, what]; printed as they come, counted at the end. */
const results = [];
function check(passed, what) {
  results.push([passed, what]);
  console.log(passed ? `ok    ${what}` : `FAIL  ${what}`);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const scheduler = (env, args = []) =>
  start(['scripts/scheduler/run.mjs', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, SCHEDULER_TARGET: target, ...env },
  });

const server = start(['server.js'], { cwd: app, env: serverEnv });
try {
  let healthy = false;
  for (const deadline = Date.now() + 60_000; !healthy && Date.now() < deadline;) {
    const response = await fetch(`${target}/api/health`).catch(() => undefined);
    healthy = response?.status === 200;
    if (!healthy) await sleep(500);
  }
  check(healthy, 'node server.js answers /api/health');

  const wrong = scheduler({ CRON_SECRET: 'not-the-sites-secret-0123456789' }, ['--once']);
  const wrongCode = await wrong.exited;
  const refused = crons.filter(({ path: p }) => wrong.output.includes(`GET ${p} → 401`));
  check(
    wrongCode === 1 && refused.length === crons.length,
    `--once with a wrong secret exits ${wrongCode}, 401 from ${refused.length} of ${crons.length} paths`,
  );

  const day = Date.parse('2026-11-27T00:00:00Z');
  const stretch = shortestStretch(
    crons.map((c) => c.schedule),
    day,
  );
  const run = scheduler({
    CRON_SECRET: secret,
    SCHEDULER_START: new Date(stretch.start).toISOString(),
    SCHEDULER_MINUTE_MS: '1000',
  });
  const answered = () =>
    crons.filter(({ path: p }) => new RegExp(`GET ${p} → 200 in`).test(run.output));
  const deadline = Date.now() + 30_000 + (stretch.end - stretch.start) / 60;
  while (answered().length < crons.length && Date.now() < deadline && run.child.exitCode === null)
    await sleep(250);
  await run.stop();
  process.stdout.write(run.output);
  for (const { path: p, schedule } of crons)
    check(
      answered().some((c) => c.path === p),
      `scheduler → GET ${p} ("${schedule}") → 200`,
    );
  const other = [...run.output.matchAll(/GET (\S+) → (?!200 )(\d+)/g)].map((m) => m.slice(1, 3));
  check(other.length === 0, `no cron answered other than 200 (${JSON.stringify(other)})`);
  check(!run.output.includes(secret), 'the scheduler never printed the secret');
} finally {
  await server.stop();
  fs.rmSync(app, { recursive: true, force: true });
}

check(!server.output.includes(secret), 'the server never printed the secret');
const failed = results.filter(([passed]) => !passed).length;
if (failed) {
  console.error(`scheduler-check: ${failed} check(s) failed. Server log:\n${server.output}`);
  process.exit(1);
}
console.log('scheduler-check: passed');
