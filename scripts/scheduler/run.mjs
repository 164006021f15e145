// The crons where the site runs itself (compose.yaml's scheduler service, or beside `node server.js`): calls every path
// in vercel.json's "crons" on its schedule (UTC, as Vercel Cron does) with `Authorization: Bearer $CRON_SECRET`, so
// vercel.json stays the one list for both. Plain Node, no dependency: its image holds this folder and vercel.json only,
// so it reads its two variables itself (the site's lib/env.js and zod are not there). Logs path, status and time of
// each call; never the secret, never a body. A call still running when its path is due again is skipped, not doubled.
//
//   CRON_SECRET=… SCHEDULER_TARGET=http://site:3000 node scripts/scheduler/run.mjs          runs until stopped
//   … node scripts/scheduler/run.mjs --once     calls every path once now, exits 1 if one did not answer 2xx
//
// SCHEDULER_MINUTE_MS and SCHEDULER_START (tests only) make a minute last that many milliseconds, from that UTC time.
import fs from 'node:fs';
import { parseCron, cronDue } from './cron.mjs';

const MINUTE = 60_000;

/** Exits 1 naming the variable, as the site's check-env does: a scheduler without them would only collect 401s. */
function readSettings(env) {
  const problems = [];
  const secret = env.CRON_SECRET?.trim() ?? '';
  if (!secret) problems.push('CRON_SECRET: must be set (the same value as the site’s)');
  else if (secret.length < 16) problems.push('CRON_SECRET: must be at least 16 characters');
  let target;
  try {
    target = new URL(env.SCHEDULER_TARGET ?? '');
    if (!/^https?:$/.test(target.protocol)) throw new Error();
  } catch {
    problems.push('SCHEDULER_TARGET: must be the site’s address, e.g. http://site:3000');
  }
  const timeoutMs = Number(env.SCHEDULER_TIMEOUT_MS || 5 * MINUTE);
  if (!(timeoutMs > 0)) problems.push('SCHEDULER_TIMEOUT_MS: must be a positive number');
  const minuteMs = Number(env.SCHEDULER_MINUTE_MS || MINUTE);
  if (!(minuteMs > 0)) problems.push('SCHEDULER_MINUTE_MS: must be a positive number');
  const start = env.SCHEDULER_START ? Date.parse(env.SCHEDULER_START) : Date.now();
  if (Number.isNaN(start)) problems.push('SCHEDULER_START: must be an ISO time');
  return { problems, secret, target, timeoutMs, minuteMs, start };
}

/** vercel.json's crons, each schedule parsed; an unreadable file or schedule stops the start, naming it. */
function readCrons(file) {
  const { crons } = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(crons) || crons.length === 0) throw new Error(`${file} lists no crons`);
  return crons.map(({ path, schedule }) => {
    if (typeof path !== 'string' || !path.startsWith('/')) throw new Error(`bad path ${path}`);
    try {
      return { path, schedule, cron: parseCron(schedule) };
    } catch (error) {
      throw new Error(`${path}: ${error.message}`);
    }
  });
}

/** Real time, or (tests) a clock that runs 60 000 / minuteMs times as fast from `start`. */
function clockFor({ minuteMs, start }) {
  const realStart = Date.now();
  const speed = MINUTE / minuteMs;
  return {
    now: () => new Date(start + (Date.now() - realStart) * speed),
    realDelay: (until) => Math.max(0, (until - (start + (Date.now() - realStart) * speed)) / speed),
  };
}

const log = (line) => console.log(`[scheduler] ${line}`);
const floorMinute = (date) => Math.floor(date.getTime() / MINUTE) * MINUTE;

const settings = readSettings(process.env);
if (settings.problems.length) {
  for (const problem of settings.problems) console.error(`[scheduler] ${problem}`);
  process.exit(1);
}
const configFile = process.env.SCHEDULER_CONFIG ?? new URL('../../vercel.json', import.meta.url);
let crons;
try {
  crons = readCrons(configFile);
} catch (error) {
  console.error(`[scheduler] vercel.json: ${error.message}`);
  process.exit(1);
}

const { secret, target, timeoutMs } = settings;
const stopping = new AbortController();
const running = new Set();

/** 2026-11-27T02:15Z: the minute a call was due in, at the head of its log line. */
const minuteLabel = (ms) => `${new Date(ms).toISOString().slice(0, 16)}Z`;

/** One call. Never throws: a refused, failed or timed-out call is logged and the next one is due as usual. */
async function call(path, minute) {
  const due = minuteLabel(minute);
  if (running.has(path)) {
    log(`${due} GET ${path} skipped: the previous call is still running`);
    return true;
  }
  running.add(path);
  const started = performance.now();
  const took = () => `${Math.round(performance.now() - started)} ms`;
  try {
    const response = await fetch(new URL(path, target.origin), {
      headers: { authorization: `Bearer ${secret}` },
      // A redirect could carry the bearer token elsewhere: it counts as a failure instead.
      redirect: 'manual',
      signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), stopping.signal]),
    });
    await response.arrayBuffer();
    (response.ok ? console.log : console.error)(
      `[scheduler] ${due} GET ${path} → ${response.status} in ${took()}`,
    );
    return response.ok;
  } catch (error) {
    const reason = error?.cause?.code ?? error?.name ?? 'error';
    console.error(`[scheduler] ${due} GET ${path} failed after ${took()}: ${reason}`);
    return false;
  } finally {
    running.delete(path);
  }
}

if (process.argv.includes('--once')) {
  let ok = true;
  for (const { path } of crons) ok = (await call(path, Date.now())) && ok;
  process.exit(ok ? 0 : 1);
}

const clock = clockFor(settings);
// Calls in flight are aborted; a second signal while stopping changes nothing.
const stop = () => {
  if (stopping.signal.aborted) return;
  log('stopping');
  stopping.abort();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

log(
  `${crons.length} crons from vercel.json (UTC) → ${target.origin}: ${crons.map((c) => `${c.path} "${c.schedule}"`).join(', ')}`,
);
// The minute the scheduler starts in has begun already: the first due minute is the next one, as in any cron daemon.
let done = floorMinute(clock.now());
while (!stopping.signal.aborted) {
  const next = done + MINUTE;
  await new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      stopping.signal.removeEventListener('abort', wake);
      resolve();
    };
    const timer = setTimeout(wake, clock.realDelay(next));
    stopping.signal.addEventListener('abort', wake);
  });
  if (stopping.signal.aborted) break;
  const now = floorMinute(clock.now());
  if (now < next) {
    // Woken a little early, or the system clock went back: wait for the next minute from here.
    done = Math.min(done, now);
    continue;
  }
  // Every minute since the last pass (more than one if the process was paused), each path at most once.
  const due = new Map();
  for (let minute = Math.max(next, now - 24 * 60 * MINUTE); minute <= now; minute += MINUTE)
    for (const { path, cron } of crons) if (cronDue(cron, new Date(minute))) due.set(path, minute);
  done = now;
  for (const [path, minute] of due) void call(path, minute);
}
