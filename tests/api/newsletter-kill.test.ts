// Issue 36's "killing the server mid-send and starting it again completes the send with no duplicate", with real
// processes: the send's enqueueing and the outbox's sending run as child processes against this test's schema (the
// admin CLI's `newsletter send` and `mail retry`, and tests/helpers/newsletter-tick-child.ts for small batches), each
// SIGKILLed at a point the test chooses and then started again. The SMTP server is in this process and holds its
// replies at a chosen step, so each kill lands in a known state (no timing decides the outcome).
//
// What it shows, including the one window where a kill does repeat a mail:
//  - killed mid-batch while enqueueing: the batch's transaction rolls back; the batches before it stay; the restart
//    enqueues every other reader once;
//  - killed while copies wait for the server's answer to RCPT TO: the server has no message, so nothing repeats; a
//    restart within the claim lease (db/queries/outbox.ts, 5 minutes) sends nothing of the dead worker's batch; once
//    the lease has run out, the next drain sends it;
//  - killed after the server has a whole copy (its final dot arrived) but before the worker recorded it sent: that
//    copy goes again, so its reader gets it twice. At most one copy per connection (3 per worker) is in that state.
import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import { newsletterDeliveries, newsletterSends, newsletterSubscribers } from '@/db/schema';
import { createTestDb, dbKind, type TestDb } from '@/tests/helpers/db';

const SLUG = '2026-10-byraadet-og-ventetider';
const READERS = Array.from(
  { length: 40 },
  (_, i) => `laeser${String(i).padStart(2, '0')}@example.dk`,
);
/** drainOutbox's default: mails sent at once by one worker, each on its own pooled SMTP connection. */
const CONCURRENCY = 3;

const PROCESS_SKIP =
  'PostgreSQL only: the sending runs in child processes that share the test database, and a PGlite database belongs to one process; run with TEST_DATABASE_URL';
const processTest = (name: string, fn: () => Promise<unknown>, timeout: number) =>
  dbKind() === 'postgres' ? it(name, fn, timeout) : it.skip(`${name} [${PROCESS_SKIP}]`, fn);

// --- An SMTP server that answers until a gate closes, then holds each copy at that step -------------------------

type Stage = 'rcpt' | 'data';
type Held = { stage: Stage; to: string; release: () => void };

function gatedSink() {
  /** The recipient of every message the server took: whole messages, whether or not the client heard the 250. */
  const accepted: string[] = [];
  /** The Message-ID of each whole message, by recipient, in the order they came. */
  const messageIds = new Map<string, string[]>();
  const held: Held[] = [];
  let gate: { stage: Stage; pass: number } | null = null;
  const through = (stage: Stage) => {
    if (!gate || gate.stage !== stage) return true;
    if (gate.pass === 0) return false;
    gate.pass--;
    return true;
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (through('rcpt')) return callback();
      held.push({ stage: 'rcpt', to: address.address.toLowerCase(), release: () => callback() });
    },
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 64_000) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        // Like an MTA, the server queues the message on its final dot, then answers 250 (RFC 1047's duplicate window).
        const to = session.envelope.rcptTo[0]!.address.toLowerCase();
        const id = /^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1] ?? '(none)';
        const take = () => {
          accepted.push(to);
          messageIds.set(to, [...(messageIds.get(to) ?? []), id]);
          callback();
        };
        if (through('data')) take();
        else held.push({ stage: 'data', to, release: take });
      });
    },
  });
  // Answers written to a connection whose client was killed.
  server.on('error', () => {});
  return {
    accepted,
    messageIds,
    held,
    server,
    /** From now on, let `pass` more copies through `stage`, then hold each one there. */
    closeAfter(stage: Stage, pass: number) {
      gate = { stage, pass };
    },
    open() {
      gate = null;
    },
    /** Lets every held copy go on (its client is gone by then) and forgets them. */
    releaseHeld() {
      for (const h of held.splice(0)) {
        try {
          h.release();
        } catch {
          // The connection is closed; nothing to answer.
        }
      }
    },
  };
}

// --- The database, the server and the child processes ------------------------------------------------------------

let testDb: TestDb;
let scopedUrl: string;
let sink: ReturnType<typeof gatedSink>;
let smtpUrl: string;

beforeAll(async () => {
  if (dbKind() !== 'postgres') return;
  testDb = await createTestDb();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${testDb.schema}`);
  scopedUrl = url.toString();
  sink = gatedSink();
  await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', () => resolve()));
  smtpUrl = `smtp://127.0.0.1:${(sink.server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  if (dbKind() !== 'postgres') return;
  for (const run of started)
    if (run.proc.exitCode === null && !run.proc.signalCode) run.proc.kill();
  sink?.releaseHeld();
  await new Promise<void>((resolve) => sink.server.close(() => resolve()));
  await testDb?.close();
});

type Run = {
  name: string;
  proc: ChildProcess;
  out: () => string;
  err: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};
const started: Run[] = [];

/** One process, `node --import tsx <args>` from the repository: no tsx wrapper, so a SIGKILL reaches the worker itself. */
function start(args: string[]): Run {
  // Each process's connections carry its own application_name, so the test can see them in pg_stat_activity.
  const name = `nlkill_${testDb.schema}_${started.length + 1}`;
  const url = new URL(scopedUrl);
  url.searchParams.set('application_name', name);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_OPTIONS: '',
    DATABASE_URL: url.toString(),
    SMTP_URL: smtpUrl,
    NEWSLETTER_RATE: '',
    SLUG,
    TOPICS: 'byraadet',
    BATCH_SIZE: '5',
  };
  const proc = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: process.cwd(),
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  proc.stdout!.setEncoding('utf8').on('data', (t: string) => (out += t));
  proc.stderr!.setEncoding('utf8').on('data', (t: string) => (err += t));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const run = { name, proc, out: () => out, err: () => err, exited };
  started.push(run);
  return run;
}

const cli = (...args: string[]) => start(['scripts/admin/index.ts', ...args]);

/** Waits for a state, not for a time: polls until `check` holds (failing early if `run` has died). */
async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  run?: Run,
  timeoutMs = 240_000,
) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (run && (run.proc.exitCode !== null || run.proc.signalCode))
      throw new Error(`${what}: ${run.name} exited first.\n${run.out()}\n${run.err()}`);
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function completes(run: Run) {
  const { code } = await run.exited;
  if (code !== 0) throw new Error(`${run.name} exited with ${code}.\n${run.out()}\n${run.err()}`);
  return run.out();
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await testDb.db.execute(query)) as unknown as { rows: T[] };

/** The process's connections still open on the server (a killed client's backend goes once it notices). */
const backends = async (run: Run, where = sql``) =>
  (
    await rows<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where application_name = ${run.name} ${where}`,
    )
  ).rows[0]!.n;

async function kill(run: Run) {
  run.proc.kill('SIGKILL');
  expect(await run.exited).toEqual({ code: null, signal: 'SIGKILL' });
}

const goneFromDb = (run: Run) =>
  until(`${run.name}'s connections to close`, async () => (await backends(run)) === 0);

async function outbox() {
  const counted = await rows<{ status: string; n: number }>(
    sql`select status, count(*)::int as n from mail_outbox group by status`,
  );
  const by = Object.fromEntries(counted.rows.map((r) => [r.status, r.n]));
  return { sent: by.sent ?? 0, pending: by.pending ?? 0, failed: by.failed ?? 0 };
}

const theSend = async () => (await testDb.db.select().from(newsletterSends))[0]!;

/** What the dead worker's claim lease says when it runs out: its rows are due again. Stands for 5 minutes passing. */
async function leaseRunsOut() {
  const leased = await rows<{ id: number }>(
    sql`update mail_outbox set next_attempt_at = now() where status = 'pending' and next_attempt_at > now() returning id`,
  );
  return leased.rows.length;
}

/** Sends every due copy with SMTP held at `stage` after `pass` more copies; resolves once the worker is stuck there. */
async function drainUntilHeld(stage: Stage, pass: number) {
  const before = sink.accepted.length;
  sink.closeAfter(stage, pass);
  const run = cli('mail', 'retry');
  await until(
    `${pass} copies through and ${CONCURRENCY} held at ${stage}`,
    async () =>
      sink.accepted.length === before + pass &&
      sink.held.length === CONCURRENCY &&
      // Both of the worker's records of each copy that went: the outbox row and the send's count.
      (await outbox()).sent === before + pass &&
      (await theSend()).sent === before + pass,
    run,
  );
  return run;
}

describe('killing the sending process mid-send (PostgreSQL)', () => {
  processTest(
    'a restart completes the send; only a copy the SMTP server already had when the worker died goes twice',
    async () => {
      await testDb.db.insert(newsletterSubscribers).values(
        READERS.map((email) => ({
          email,
          consent: true,
          consentVersion: 'v1',
          confirmedAt: new Date(),
        })),
      );
      // 1. "Send nu" and the tick enqueueing in batches of 5: the first batch commits; the second is killed inside its transaction, blocked
      // (by this test's lock on the outbox) after claiming its readers' delivery rows, before their outbox rows exist.
      const tick = start(['tests/helpers/newsletter-tick-child.ts']);
      await until('the first batch to commit', () => tick.out().includes('committed 5\n'), tick);
      const { id } = await theSend();
      const lock = new Client({ connectionString: scopedUrl });
      await lock.connect();
      try {
        await lock.query('begin');
        await lock.query('lock table mail_outbox in share mode');
        tick.proc.stdin!.write('\n');
        await until(
          'the second batch to wait for the outbox',
          async () => (await backends(tick, sql`and wait_event_type = 'Lock'`)) === 1,
          tick,
        );
        await kill(tick);
        await lock.query('commit');
      } finally {
        await lock.end();
      }
      // The server rolls the dead client's transaction back once it reads the closed connection.
      await goneFromDb(tick);
      expect(await outbox()).toEqual({ sent: 0, pending: 5, failed: 0 });
      expect(await testDb.db.$count(newsletterDeliveries)).toBe(5);
      expect(await theSend()).toMatchObject({ state: 'sending', recipients: 5 });

      // Started again: the CLI's "send" finds the running send and enqueues the other 35.
      const resumed = await completes(cli('newsletter', 'send', SLUG, '--yes'));
      expect(resumed).toContain(`Udsendelse #${id} kører allerede`);
      expect(resumed).toContain('35 mails lagt i udbakken');
      const queued = await rows<{ recipient: string }>(sql`select recipient from mail_outbox`);
      expect(queued.rows.map((r) => r.recipient).sort()).toEqual(READERS);
      expect(await theSend()).toMatchObject({ state: 'sending', recipients: 40 });

      // 2. The drain killed while 3 copies wait for the answer to RCPT TO: the server has none of them.
      const first = await drainUntilHeld('rcpt', 8);
      await kill(first);
      await goneFromDb(first);
      sink.releaseHeld();
      sink.open();
      // The dead worker claimed all 40 in one batch: the 32 unsent stay leased to it.
      expect(await outbox()).toEqual({ sent: 8, pending: 32, failed: 0 });

      // Started again within the lease: nothing of the dead worker's batch is due yet, so nothing goes.
      expect(await completes(cli('mail', 'retry'))).toContain('Sendt: 0,');
      expect(sink.accepted).toHaveLength(8);
      expect(await leaseRunsOut()).toBe(32);

      // 3. The drain killed while the server holds 3 whole copies and has not answered 250: the worker never marks
      // them sent, so after the lease they go again. No restart can tell "the server has it" from "it does not".
      const second = await drainUntilHeld('data', 12);
      const heldWhole = sink.held.map((h) => h.to);
      await kill(second);
      await goneFromDb(second);
      sink.releaseHeld();
      sink.open();
      expect(sink.accepted).toHaveLength(8 + 12 + 3);
      expect(await outbox()).toEqual({ sent: 20, pending: 20, failed: 0 });
      expect(await leaseRunsOut()).toBe(20);

      // 4. Started again after the lease: the rest goes, and the next tick marks the send sent.
      expect(await completes(cli('mail', 'retry'))).toContain('Sendt: 20,');
      await completes(cli('newsletter', 'send', SLUG, '--yes'));

      const copies = new Map<string, number>();
      for (const to of sink.accepted) copies.set(to, (copies.get(to) ?? 0) + 1);
      expect([...copies.keys()].sort()).toEqual(READERS);
      const twice = [...copies].filter(([, n]) => n > 1).map(([to]) => to);
      expect(twice.sort()).toEqual(heldWhole.sort());
      expect(Math.max(...copies.values())).toBe(2);
      // The second copy carries the first one's Message-ID (the outbox row's own), so a receiving system that drops a
      // repeated Message-ID drops it; every other reader's copy has an id of its own.
      for (const to of twice) {
        const [first, second] = sink.messageIds.get(to)!;
        expect(first).toMatch(/^<outbox-\d+-[0-9a-z]+@[^>]+>$/);
        expect(second).toBe(first);
      }
      const ids = [...sink.messageIds.values()].map((list) => list[0]!);
      expect(new Set(ids).size).toBe(READERS.length);
      expect(await outbox()).toEqual({ sent: 40, pending: 0, failed: 0 });
      expect(await theSend()).toMatchObject({
        state: 'sent',
        recipients: 40,
        sent: 40,
        failed: 0,
      });
    },
    900_000,
  );
});
