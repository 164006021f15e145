// The newsletter's sends (issue 36): verbs that only store. Every verb takes its executor (the database or a
// transaction) first; nothing here builds a mail or knows a rule beyond what the tables promise.
import { and, desc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { recordAudit, type AuditAction } from './admin/audit';
import {
  mailOutbox,
  newsletterDeliveries,
  newsletterSends,
  newsletterSubscribers,
  sendRate,
  type NewsletterSend,
} from '../schema';

/** A transaction or the database itself. */
export type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'delete' | 'execute'>;

const ACTIVE = ['planned', 'sending'] as const;

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** Confirmed subscribers (issue 45) who chose at least one of `topics` (or every topic), are not bounced, and have not had `slug`. */
const recipientsOf = (slug: string, topics: readonly string[]): SQL =>
  sql`${newsletterSubscribers.confirmedAt} is not null and ${newsletterSubscribers.bouncedAt} is null
    and (${newsletterSubscribers.topics} is null or cardinality(${newsletterSubscribers.topics}) = 0
      or ${newsletterSubscribers.topics} && ${textArray(topics)})
    and not exists (select 1 from ${newsletterDeliveries} d
      where d.slug = ${slug} and d.subscriber_id = ${newsletterSubscribers.id})`;

export async function countRecipients(
  ex: Executor,
  { slug, topics }: { slug: string; topics: readonly string[] },
): Promise<number> {
  if (topics.length === 0) return 0;
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(recipientsOf(slug, topics));
  return Number(row?.n ?? 0);
}

/** A new send, unless one for the same newsletter is planned or running: then that one (pressed twice = once). */
export async function insertSendOnce(
  ex: Executor,
  values: { slug: string; topics: string[]; scheduledAt: Date; createdBy: string },
): Promise<{ send: NewsletterSend; created: boolean }> {
  const [created] = await ex
    .insert(newsletterSends)
    .values(values)
    .onConflictDoNothing({
      target: newsletterSends.slug,
      where: sql`${newsletterSends.state} in ('planned', 'sending')`,
    })
    .returning();
  if (created) return { send: created, created: true };
  const [active] = await ex
    .select()
    .from(newsletterSends)
    .where(and(eq(newsletterSends.slug, values.slug), inArray(newsletterSends.state, ACTIVE)));
  if (!active) throw new Error('newsletter send: neither inserted nor found active');
  return { send: active, created: false };
}

export async function findSend(ex: Executor, id: number) {
  const [row] = await ex.select().from(newsletterSends).where(eq(newsletterSends.id, id));
  return row;
}

export const listSends = (ex: Executor, limit = 100) =>
  ex
    .select()
    .from(newsletterSends)
    .orderBy(desc(newsletterSends.createdAt), desc(newsletterSends.id))
    .limit(limit);

export const sendsForSlug = (ex: Executor, slug: string) =>
  ex
    .select()
    .from(newsletterSends)
    .where(eq(newsletterSends.slug, slug))
    .orderBy(desc(newsletterSends.createdAt), desc(newsletterSends.id));

/** Planned or running sends whose time has come, oldest first. */
export async function dueSendIds(ex: Executor, now: Date): Promise<number[]> {
  const rows = await ex
    .select({ id: newsletterSends.id })
    .from(newsletterSends)
    .where(and(inArray(newsletterSends.state, ACTIVE), lte(newsletterSends.scheduledAt, now)))
    .orderBy(newsletterSends.scheduledAt, newsletterSends.id);
  return rows.map((r) => r.id);
}

export async function markSending(ex: Executor, id: number, now: Date) {
  await ex
    .update(newsletterSends)
    .set({ state: 'sending', startedAt: now })
    .where(and(eq(newsletterSends.id, id), eq(newsletterSends.state, 'planned')));
}

/** Inside a batch's transaction: the running send, locked for this worker; undefined if another holds it or it stopped. */
export async function lockRunningSend(tx: Executor, id: number) {
  const [row] = await tx
    .select()
    .from(newsletterSends)
    .where(and(eq(newsletterSends.id, id), eq(newsletterSends.state, 'sending')))
    .for('update', { skipLocked: true });
  return row;
}

export type BatchRow = { id: number; email: string; fresh: boolean };

/**
 * The next `limit` recipients, each with a delivery row claimed for them in this transaction. `fresh` is false for a
 * reader a concurrent worker claimed first (the unique index answered "already"); those get no mail from this worker.
 */
export async function claimRecipients(
  tx: Executor,
  {
    sendId,
    slug,
    topics,
    limit,
  }: { sendId: number; slug: string; topics: string[]; limit: number },
): Promise<BatchRow[]> {
  const result = await tx.execute(sql`
    with picked as (
      select ${newsletterSubscribers.id} as id, ${newsletterSubscribers.email} as email
      from ${newsletterSubscribers} where ${recipientsOf(slug, topics)}
      order by ${newsletterSubscribers.id} limit ${limit}
    ), claimed as (
      insert into ${newsletterDeliveries} (slug, send_id, subscriber_id)
      select ${slug}, ${sendId}, id from picked
      on conflict (slug, subscriber_id) do nothing
      returning subscriber_id
    )
    select p.id, p.email, (c.subscriber_id is not null) as fresh
    from picked p left join claimed c on c.subscriber_id = p.id order by p.id`);
  return (
    result as unknown as { rows: { id: string | number; email: string; fresh: boolean }[] }
  ).rows.map((r) => ({ id: Number(r.id), email: r.email, fresh: r.fresh }));
}

/** Ties each reader's delivery row to the outbox row that carries their copy. */
export async function linkDeliveries(
  tx: Executor,
  sendId: number,
  pairs: { subscriberId: number; outboxId: number }[],
) {
  if (pairs.length === 0) return;
  const values = sql.join(
    pairs.map((p) => sql`(${p.subscriberId}::bigint, ${p.outboxId}::bigint)`),
    sql`, `,
  );
  await tx.execute(sql`update ${newsletterDeliveries} d set outbox_id = v.outbox_id
    from (values ${values}) as v(subscriber_id, outbox_id)
    where d.send_id = ${sendId} and d.subscriber_id = v.subscriber_id`);
}

export async function addRecipients(tx: Executor, id: number, n: number) {
  if (n === 0) return;
  await tx
    .update(newsletterSends)
    .set({ recipients: sql`${newsletterSends.recipients} + ${n}` })
    .where(eq(newsletterSends.id, id));
}

/** True while a copy of this send waits in the outbox (the send is "sending" until the last one is tried). */
export async function hasPendingCopies(ex: Executor, sendId: number): Promise<boolean> {
  const rows = await ex
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .innerJoin(newsletterDeliveries, eq(newsletterDeliveries.outboxId, mailOutbox.id))
    .where(and(eq(newsletterDeliveries.sendId, sendId), eq(mailOutbox.status, 'pending')))
    .limit(1);
  return rows.length > 0;
}

export async function markSendDone(tx: Executor, id: number, now: Date) {
  await tx
    .update(newsletterSends)
    .set({
      state: sql`case when ${newsletterSends.sent} = 0 and ${newsletterSends.failed} > 0 then 'failed' else 'sent' end`,
      finishedAt: now,
    })
    .where(and(eq(newsletterSends.id, id), eq(newsletterSends.state, 'sending')));
}

/**
 * Stops a planned or running send: its copies still waiting in the outbox are deleted with their delivery rows (so a
 * later send may reach those readers); what already went stays counted. Undefined if it was not active.
 */
export async function stopSendRows(ex: Executor, id: number, now: Date) {
  const [stopped] = await ex
    .update(newsletterSends)
    .set({ state: 'stopped', finishedAt: now })
    .where(and(eq(newsletterSends.id, id), inArray(newsletterSends.state, ACTIVE)))
    .returning();
  if (!stopped) return undefined;
  const result = await ex.execute(sql`
    with gone as (
      delete from ${mailOutbox} where ${mailOutbox.status} = 'pending' and ${mailOutbox.id} in
        (select outbox_id from ${newsletterDeliveries} where send_id = ${id} and outbox_id is not null)
      returning ${mailOutbox.id} as id
    ), undone as (
      delete from ${newsletterDeliveries} where send_id = ${id} and outbox_id in (select id from gone) returning 1
    )
    select count(*)::int as n from undone`);
  const withdrawn = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  await ex
    .update(newsletterSends)
    .set({ recipients: sql`greatest(0, ${newsletterSends.recipients} - ${withdrawn})` })
    .where(eq(newsletterSends.id, id));
  return { ...stopped, recipients: Math.max(0, stopped.recipients - withdrawn) };
}

export type DeliveryOutcome = 'sent' | 'failed' | 'bounced';

/** Counts one outbox result on the send it belongs to (a bounce is also a failure). */
export async function recordDeliveryOutcome(
  ex: Executor,
  outboxId: number,
  outcome: DeliveryOutcome,
) {
  const set =
    outcome === 'sent'
      ? { sent: sql`${newsletterSends.sent} + 1` }
      : outcome === 'failed'
        ? { failed: sql`${newsletterSends.failed} + 1` }
        : {
            failed: sql`${newsletterSends.failed} + 1`,
            bounced: sql`${newsletterSends.bounced} + 1`,
          };
  await ex
    .update(newsletterSends)
    .set(set)
    .where(
      sql`${newsletterSends.id} = (select send_id from ${newsletterDeliveries} where outbox_id = ${outboxId})`,
    );
}

// --- Bounces ---------------------------------------------------------------------------------------------------

export async function markBounced(ex: Executor, email: string, now: Date) {
  await ex
    .update(newsletterSubscribers)
    .set({ bouncedAt: now })
    .where(
      sql`lower(${newsletterSubscribers.email}) = lower(${email}) and ${newsletterSubscribers.bouncedAt} is null`,
    );
}

export const listBounced = (ex: Executor) =>
  ex
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      bouncedAt: newsletterSubscribers.bouncedAt,
    })
    .from(newsletterSubscribers)
    .where(isNotNull(newsletterSubscribers.bouncedAt))
    .orderBy(desc(newsletterSubscribers.bouncedAt));

/** True when the mark was there and is now gone. */
export async function clearBounced(ex: Executor, subscriberId: number): Promise<boolean> {
  const rows = await ex
    .update(newsletterSubscribers)
    .set({ bouncedAt: null })
    .where(
      and(eq(newsletterSubscribers.id, subscriberId), isNotNull(newsletterSubscribers.bouncedAt)),
    )
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

/** A reader's topics from the preferences page; null means every topic. */
export async function setSubscriberTopics(ex: Executor, id: number, topics: string[] | null) {
  await ex.update(newsletterSubscribers).set({ topics }).where(eq(newsletterSubscribers.id, id));
}

// --- Stewardship -------------------------------------------------------------------------------------------------

/**
 * Before a reader's row is deleted (unsubscribe): each send that reached them counts one more "unsubscribed since",
 * and every newsletter copy for them, waiting or sent, goes. Their delivery rows go with the subscriber (cascade).
 */
export async function removeReaderTraces(ex: Executor, subscriberId: number, email: string) {
  await ex
    .update(newsletterSends)
    .set({ unsubscribed: sql`${newsletterSends.unsubscribed} + 1` })
    .where(
      sql`${newsletterSends.id} in (select send_id from ${newsletterDeliveries} where subscriber_id = ${subscriberId})`,
    );
  await ex
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, 'newsletter'),
        sql`lower(${mailOutbox.aboutEmail}) = lower(${email})`,
      ),
    );
}

/** Forget: a team member's address on the sends they started becomes the same pseudonym the audit log gets. */
export async function pseudonymiseSendCreator(ex: Executor, email: string, pseudonym: string) {
  return ex
    .update(newsletterSends)
    .set({ createdBy: pseudonym })
    .where(sql`lower(${newsletterSends.createdBy}) = lower(${email.trim()})`)
    .returning({ id: newsletterSends.id, createdAt: newsletterSends.createdAt });
}

// --- Audit ---------------------------------------------------------------------------------------------------------

/** The room's audit log, written in the caller's transaction. */
export async function auditNewsletter(
  ex: Executor,
  actorEmail: string,
  action: Extract<AuditAction, `newsletter_${string}`>,
  detail: string,
) {
  await recordAudit(ex, actorEmail, action, detail);
}

// --- The site-wide send rate ----------------------------------------------------------------------------------------

export type RateGrant = { granted: number; windowStart: Date; waitMs: number };

/**
 * Takes up to `want` of the `capacity` mails allowed in the current `seconds`-long window of `bucket`, atomically: the
 * row lock serialises concurrent workers, and the window is read from the database clock so every instance agrees.
 */
export async function takeSendTokens(
  ex: Executor,
  {
    bucket,
    capacity,
    seconds,
    want,
  }: { bucket: string; capacity: number; seconds: number; want: number },
): Promise<RateGrant> {
  await ex
    .insert(sendRate)
    .values({ bucket, windowStart: new Date(0), used: 0, granted: 0 })
    .onConflictDoNothing();
  const result = await ex.execute(sql`
    with w as (
      select to_timestamp(floor(extract(epoch from clock_timestamp()) / ${seconds}::float8) * ${seconds}::float8) as start,
        clock_timestamp() as at
    )
    update ${sendRate} r set
      granted = greatest(0, least(${want}::int, ${capacity}::int - (case when r.window_start = w.start then r.used else 0 end))),
      used = (case when r.window_start = w.start then r.used else 0 end)
        + greatest(0, least(${want}::int, ${capacity}::int - (case when r.window_start = w.start then r.used else 0 end))),
      window_start = w.start
    from w where r.bucket = ${bucket}
    returning r.granted, r.window_start,
      ceil(extract(epoch from (w.start + make_interval(secs => ${seconds}::float8) - w.at)) * 1000)::int as wait_ms`);
  const row = (
    result as unknown as {
      rows: { granted: number; window_start: string | Date; wait_ms: number }[];
    }
  ).rows[0]!;
  return {
    granted: Number(row.granted),
    windowStart: new Date(row.window_start),
    waitMs: Math.max(1, Number(row.wait_ms)),
  };
}

/** True while a newsletter copy is due in the outbox (a worker out of tokens then waits for the next window). */
export async function hasDueNewsletterCopies(ex: Executor, now = new Date()): Promise<boolean> {
  const rows = await ex
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        eq(mailOutbox.kind, 'newsletter'),
        lte(mailOutbox.nextAttemptAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Gives back tokens a worker took but had no mail for, if their window is still the current one. */
export async function returnSendTokens(
  ex: Executor,
  bucket: string,
  grant: RateGrant,
  unused: number,
) {
  if (unused <= 0) return;
  await ex
    .update(sendRate)
    .set({ used: sql`greatest(0, ${sendRate.used} - ${unused})` })
    .where(and(eq(sendRate.bucket, bucket), eq(sendRate.windowStart, grant.windowStart)));
}
