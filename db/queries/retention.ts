// The deletions behind the purge (lib/stewardship/purge.ts: `npm run data:purge`, the admin CLI, GET /api/cron/purge),
// at cutoffs the caller works out. Takes the database as an argument (no 'server-only') so the CLI can run it outside Next.
import { and, eq, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import {
  analyticsDaily,
  auditLog,
  authSessions,
  authVerifications,
  eventSignups,
  mailOutbox,
  messages,
  newsletterDeliveries,
  newsletterSends,
  newsletterSubscribers,
  posterContact,
  rateLimits,
  shiftSignups,
  shiftTasks,
  shifts,
  volunteers,
} from '../schema';
import type { RetentionCutoffs } from '../../lib/stewardship/retention';
import { scrubExpiredCredentials } from './outbox';

export type PurgeReport = {
  messages: number;
  rate_limits: number;
  analytics_daily: number;
  mail_outbox: number;
  volunteers: number;
  /** Issue 34: changes proposed to a confirmed volunteer that nobody confirmed within 7 days (the details are dropped). */
  volunteer_changes: number;
  event_signups: number;
  /** Issue 45: newsletter and event sign-ups nobody confirmed from the mail within 7 days. */
  newsletter_unconfirmed: number;
  event_signups_unconfirmed: number;
  // Kampagnerummet (issue 29)
  audit_log: number;
  auth_session: number;
  auth_verification: number;
  // Issue 36: who got which newsletter, 30 days after it was enqueued; a send's record 13 months after it ended.
  newsletter_deliveries: number;
  newsletter_sends: number;
  // Issue 47: all of Vagtplan 30 days after the election (sign-ups before their shifts, shifts before their tasks).
  shift_signups: number;
  shifts: number;
  shift_tasks: number;
  poster_contact: number;
};

/** Deletes and counts in one statement, without sending the deleted rows back. */
async function deleteCounting(db: Database, table: PgTable, where: SQL): Promise<number> {
  const result = await db.execute(
    sql`with gone as (delete from ${table} where ${where} returning 1) select count(*)::int as n from gone`,
  );
  // node-postgres and PGlite both answer { rows }; the shared Database type cannot say so.
  const [row] = (result as { rows: { n: number | string }[] }).rows;
  return Number(row?.n ?? 0);
}

/** The same for an UPDATE that clears a column in place. */
async function clearCounting(db: Database, table: PgTable, set: SQL, where: SQL): Promise<number> {
  const result = await db.execute(
    sql`with gone as (update ${table} set ${set} where ${where} returning 1) select count(*)::int as n from gone`,
  );
  const [row] = (result as { rows: { n: number | string }[] }).rows;
  return Number(row?.n ?? 0);
}

/** What is past retention at `now`, and the instant before which a sign-in mail's link has expired. */
export type PurgeCutoffs = RetentionCutoffs & { signInLinksBefore: Date };

/** Removes every row past its cutoff; running it again removes nothing more. */
export async function deleteExpired(
  db: Database,
  cutoff: PurgeCutoffs,
  now: Date,
): Promise<PurgeReport> {
  const afterVolunteers = now.getTime() >= cutoff.volunteersUntil.getTime();
  const afterShifts = now.getTime() >= cutoff.shiftsUntil.getTime();
  const all = (tx: Database, table: PgTable) =>
    deleteCounting(tx, table, afterShifts ? sql`true` : sql`false`);
  // Not a deletion, so not in the report: a sign-in mail still waiting when its link expires keeps no link (issue 34).
  await scrubExpiredCredentials(db, cutoff.signInLinksBefore);
  return db.transaction(async (tx) => ({
    messages: await deleteCounting(tx, messages, lt(messages.createdAt, cutoff.messagesBefore)),
    rate_limits: await deleteCounting(
      tx,
      rateLimits,
      lt(rateLimits.windowStart, cutoff.rateLimitsBefore),
    ),
    analytics_daily: await deleteCounting(
      tx,
      analyticsDaily,
      lt(analyticsDaily.day, cutoff.analyticsBeforeDay),
    ),
    // Sent mails go after 30 days; failed (or never sent) ones live as long as the message they carry; a newsletter copy
    // (issue 36) carries no message, so it goes after 30 days whatever became of it.
    mail_outbox: await deleteCounting(
      tx,
      mailOutbox,
      sql`(${and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.createdAt, cutoff.sentMailsBefore))}) or (${and(ne(mailOutbox.status, 'sent'), lt(mailOutbox.createdAt, cutoff.messagesBefore))}) or (${and(inArray(mailOutbox.kind, ['newsletter', 'newsletter_test']), lt(mailOutbox.createdAt, cutoff.sentMailsBefore))})${
        afterVolunteers
          ? sql` or ${inArray(mailOutbox.kind, ['volunteer_confirm', 'volunteer'])}`
          : sql``
      }${afterShifts ? sql` or ${eq(mailOutbox.kind, 'shift')}` : sql``}`,
    ),
    // Issue 47: before the volunteers, whose deletion would take their places along uncounted.
    shift_signups: await all(tx, shiftSignups),
    shifts: await all(tx, shifts),
    shift_tasks: await all(tx, shiftTasks),
    poster_contact: await all(tx, posterContact),
    // Issue 26: unconfirmed sign-ups after 7 days; all of them (and their mails, above) 60 days after the election.
    volunteers: await deleteCounting(
      tx,
      volunteers,
      afterVolunteers
        ? sql`true`
        : sql`${isNull(volunteers.confirmedAt)} and ${lt(volunteers.updatedAt, cutoff.unconfirmedVolunteersBefore)}`,
    ),
    volunteer_changes: await clearCounting(
      tx,
      volunteers,
      sql`pending = null`,
      sql`${volunteers.pending} is not null and (${volunteers.pending}->>'proposedAt')::timestamptz < ${cutoff.unconfirmedVolunteersBefore}`,
    ),
    event_signups: await deleteCounting(
      tx,
      eventSignups,
      lt(eventSignups.eventEndsAt, cutoff.eventSignupsEndedBefore),
    ),
    newsletter_unconfirmed: await deleteCounting(
      tx,
      newsletterSubscribers,
      sql`${isNull(newsletterSubscribers.confirmedAt)} and ${lt(newsletterSubscribers.consentedAt, cutoff.unconfirmedSignUpsBefore)}`,
    ),
    event_signups_unconfirmed: await deleteCounting(
      tx,
      eventSignups,
      sql`${eq(eventSignups.status, 'pending')} and ${lt(eventSignups.createdAt, cutoff.unconfirmedSignUpsBefore)}`,
    ),
    // Kampagnerummet (issue 29): the audit log for 13 months; ended sessions and sign-in links as soon as they expire.
    audit_log: await deleteCounting(tx, auditLog, lt(auditLog.createdAt, cutoff.auditBefore)),
    auth_session: await deleteCounting(tx, authSessions, lt(authSessions.expiresAt, now)),
    auth_verification: await deleteCounting(
      tx,
      authVerifications,
      lt(authVerifications.expiresAt, now),
    ),
    newsletter_deliveries: await deleteCounting(
      tx,
      newsletterDeliveries,
      lt(newsletterDeliveries.createdAt, cutoff.sentMailsBefore),
    ),
    newsletter_sends: await deleteCounting(
      tx,
      newsletterSends,
      lt(newsletterSends.finishedAt, cutoff.auditBefore),
    ),
  }));
}
