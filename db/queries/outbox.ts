// The mail outbox: enqueue inside the caller's transaction, claim due rows so no two workers send one mail, record results.
// Takes the database as an argument (no 'server-only') so the admin CLI and the benchmark can use it.
import { and, asc, eq, inArray, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { mailOutbox, MAIL_STATUSES, type OutboxMail } from '../schema';
import type { OutgoingMail } from '../../lib/mail/message';

/** A transaction or the database itself. */
type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'execute'>;

/** How long a claimed row stays invisible to other workers; far longer than one send may take. */
const CLAIM_LEASE_MS = 5 * 60_000;
/** Temporary failures are retried this many times in all (about 4 days of back-off), then the row is failed. */
export const MAX_ATTEMPTS = 10;
/** The first retry waits a minute; each further one twice as long, at most six hours. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

/**
 * How many mails of the mail's kind may go to one address (any case) within a window, on a visitor's word: the form
 * cannot flood someone's inbox. The only per-address throttle of the outbox.
 */
export type MailThrottle = { max: number; withinMs: number };

type EnqueueOptions = {
  throttle?: MailThrottle;
  /** The flow's clock: the row's createdAt and first attempt, and the throttle's window end. */
  at?: Date;
};

/**
 * The address as the mail limit counts it (issue 45): lower-case, without a `+tag` before the @, so `anna+1@…`,
 * `Anna+2@…` and `anna@…` share one limit. The SQL twin below is what mail_outbox_limit_address_idx indexes.
 */
const limitAddress = (email: string) =>
  email
    .trim()
    .toLowerCase()
    .replace(/[+][^@]*@/, '@');
const limitAddressSql = sql`regexp_replace(lower(btrim(${mailOutbox.aboutEmail})), '[+][^@]*@', '@')`;

/**
 * True while fewer than `max` mails of this kind were queued for this address (counted as limitAddress does) in the
 * window ending at `at`.
 */
export async function mailAllowed(
  tx: Pick<Executor, 'select'>,
  mail: Pick<OutgoingMail, 'kind' | 'aboutEmail'>,
  { max, withinMs }: MailThrottle,
  at = new Date(),
): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(
      and(
        sql`${limitAddressSql} = ${limitAddress(mail.aboutEmail)}`,
        eq(mailOutbox.kind, mail.kind),
        sql`${mailOutbox.createdAt} > ${new Date(at.getTime() - withinMs)}`,
      ),
    );
  return Number(row?.n ?? 0) < max;
}

/**
 * The one way a mail row is written, inside the caller's transaction. With a throttle, null (and nothing written) when
 * the address already had its share of this kind of mail.
 */
export async function enqueueMail(
  tx: Executor,
  mail: OutgoingMail,
  options?: EnqueueOptions & { throttle?: undefined },
): Promise<number>;
export async function enqueueMail(
  tx: Executor,
  mail: OutgoingMail,
  options: EnqueueOptions,
): Promise<number | null>;
export async function enqueueMail(
  tx: Executor,
  mail: OutgoingMail,
  { throttle, at }: EnqueueOptions = {},
): Promise<number | null> {
  if (throttle && !(await mailAllowed(tx, mail, throttle, at))) return null;
  const [row] = await enqueueMails(tx, [mail], { at });
  return row!.id;
}

/**
 * The batch form, and the only INSERT into the outbox: one multi-row insert (a newsletter's batch of 500 costs ~1/20
 * of 500 single inserts). No throttle: a batch is a campaign's send from the room, never on a visitor's word.
 * Returns each row's id with its recipient (PostgreSQL does not promise RETURNING's order).
 */
export async function enqueueMails(
  tx: Pick<Executor, 'insert'>,
  mails: OutgoingMail[],
  { at }: Pick<EnqueueOptions, 'at'> = {},
): Promise<{ id: number; recipient: string }[]> {
  if (mails.length === 0) return [];
  return tx
    .insert(mailOutbox)
    .values(at ? mails.map((m) => ({ ...m, createdAt: at, nextAttemptAt: at })) : mails)
    .returning({ id: mailOutbox.id, recipient: mailOutbox.recipient });
}

/**
 * Takes up to `limit` due pending rows (or only `ids`) for this worker: one UPDATE whose inner SELECT uses
 * FOR UPDATE SKIP LOCKED, pushing next_attempt_at past the lease so a concurrent worker neither blocks nor sees them.
 */
export async function claimDueMails(
  db: Executor,
  {
    now = new Date(),
    limit = 50,
    ids,
    kind,
  }: {
    now?: Date;
    limit?: number;
    ids?: number[];
    /** Issue 36: only rows of this kind, or every kind but it (the newsletter's rows are claimed within its rate). */
    kind?: { only: OutboxMail['kind'] } | { except: OutboxMail['kind'] };
  } = {},
): Promise<OutboxMail[]> {
  if ((ids && ids.length === 0) || limit <= 0) return [];
  const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS);
  const onlyIds = ids ? sql`and ${inArray(mailOutbox.id, ids)}` : sql``;
  const ofKind = !kind
    ? sql``
    : 'only' in kind
      ? sql`and ${mailOutbox.kind} = ${kind.only}`
      : sql`and ${mailOutbox.kind} <> ${kind.except}`;
  // The locking select is a CTE, which PostgreSQL always materialises when it locks: it runs once per claim, whatever
  // plan the update gets. (As a plain `in (subquery)` a claim racing another came back a row short now and then.)
  const due = sql`with due as (select ${mailOutbox.id} as id from ${mailOutbox}
    where ${mailOutbox.status} = 'pending' and ${mailOutbox.nextAttemptAt} <= ${now} ${onlyIds} ${ofKind}
    order by ${mailOutbox.nextAttemptAt} limit ${limit} for update skip locked) select id from due`;
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(sql`${mailOutbox.id} in (${due})`)
    .returning();
}

/**
 * Kinds whose body carries a credential: the sign-in link (issue 34). The stored copy loses it once the mail is sent or
 * given up, so a backup holds no usable link; the person's inbox is where the link lives. Only the token goes: the rest
 * of the row stays as the room and the CLI show it.
 */
const CREDENTIAL_KINDS: OutboxMail['kind'][] = ['signin'];
/** A failed credential mail is never sent again: its token is gone, and the person asks for a new link instead. */
export const isResendable = (kind: OutboxMail['kind']) => !CREDENTIAL_KINDS.includes(kind);
const resendableOnly = () => notInArray(mailOutbox.kind, CREDENTIAL_KINDS);
const TOKEN_PATTERN = 'token=[A-Za-z0-9]+';
/** What a scrubbed token reads as; its "(" cannot match TOKEN_PATTERN again, so scrubbing twice changes nothing. */
const SCRUBBED = 'token=(fjernet)';

/** The body as it is, or without its token for a credential kind. */
const scrubbedIfCredential = (column: typeof mailOutbox.textBody | typeof mailOutbox.htmlBody) =>
  sql`case when ${inArray(mailOutbox.kind, CREDENTIAL_KINDS)} then regexp_replace(${column}, ${TOKEN_PATTERN}, ${SCRUBBED}, 'g') else ${column} end`;
const scrubbedBodies = () => ({
  textBody: scrubbedIfCredential(mailOutbox.textBody),
  htmlBody: scrubbedIfCredential(mailOutbox.htmlBody),
});

export async function markSent(db: Executor, id: number, now = new Date()) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, lastError: null, ...scrubbedBodies() })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

/** For the purge: credential mails created before `before` (their link has expired) lose it whatever their status. */
export async function scrubExpiredCredentials(db: Executor, before: Date) {
  await db
    .update(mailOutbox)
    .set(scrubbedBodies())
    .where(
      and(
        inArray(mailOutbox.kind, CREDENTIAL_KINDS),
        lt(mailOutbox.createdAt, before),
        sql`(${mailOutbox.textBody} ~ ${TOKEN_PATTERN} or ${mailOutbox.htmlBody} ~ ${TOKEN_PATTERN})`,
      ),
    );
}

/** A temporary failure: try again after the back-off, or give up after MAX_ATTEMPTS. */
export async function markRetry(
  db: Executor,
  row: Pick<OutboxMail, 'id' | 'attempts'>,
  errorCode: string,
  now = new Date(),
): Promise<'retry' | 'failed'> {
  if (row.attempts >= MAX_ATTEMPTS) {
    await markFailed(db, row.id, errorCode);
    return 'failed';
  }
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)), lastError: errorCode })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending')));
  return 'retry';
}

export async function markFailed(db: Executor, id: number, errorCode: string) {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', lastError: errorCode, ...scrubbedBodies() })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

/** One failed mail back to pending and due now ("Send igen"); false when it is not (or no longer) failed, or is a sign-in link. */
export async function requeueOne(db: Executor, id: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed'), resendableOnly()))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}

/** Failed rows back to pending and due now, for `mail retry --failed` once the cause is fixed. */
export async function requeueFailed(db: Executor, now = new Date()): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(and(eq(mailOutbox.status, 'failed'), resendableOnly()))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

export type OutboxStatus = {
  counts: Record<(typeof MAIL_STATUSES)[number], number>;
  oldestPending: Date | null;
  failed: {
    id: number;
    kind: OutboxMail['kind'];
    attempts: number;
    lastError: string | null;
    createdAt: Date;
  }[];
};

export async function outboxStatus(db: Executor): Promise<OutboxStatus> {
  const grouped = await db
    .select({
      status: mailOutbox.status,
      n: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${mailOutbox.createdAt})`,
    })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const counts = { pending: 0, sent: 0, failed: 0 };
  for (const g of grouped) counts[g.status] = Number(g.n);
  const oldest = grouped.find((g) => g.status === 'pending')?.oldest;
  const failed = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'failed'))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(20);
  return { counts, oldestPending: oldest ? new Date(oldest) : null, failed };
}

/** Rows still waiting whose next attempt is due, for tests and the benchmark. */
export async function countDue(db: Executor, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)));
  return Number(row?.n ?? 0);
}
