// Nyhedsbrev in the room and the admin CLI: every subscriber, pending ones included (issue 45), and sign-ups per month.
// Takes the executor first (no 'server-only'): the CLI runs outside Next.
import { asc, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { newsletterSubscribers } from '../../schema';

export async function listAllSubscribers(db: Database) {
  return db
    .select()
    .from(newsletterSubscribers)
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id));
}

/** New confirmed subscribers per Danish calendar month (those still subscribed: an unsubscribe deletes the row). */
export async function subscribersPerMonth(db: Database) {
  const month = sql<string>`to_char(${newsletterSubscribers.createdAt} at time zone 'Europe/Copenhagen', 'YYYY-MM')`;
  const rows = await db
    .select({ month, n: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(isNotNull(newsletterSubscribers.confirmedAt))
    .groupBy(month)
    .orderBy(asc(month));
  return rows.map((r) => ({ month: r.month, n: Number(r.n) }));
}

/** A subscriber's state in the lists, in Danish: confirmed (newsletters go out) or waiting for the owner's link. */
export const subscriberState = (s: { confirmedAt: Date | null }) =>
  s.confirmedAt ? 'bekræftet' : 'afventer bekræftelse';
