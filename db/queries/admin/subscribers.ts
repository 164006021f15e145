// Nyhedsbrev in the room and the admin CLI: every subscriber, and sign-ups per month.
// Takes the executor first (no 'server-only'): the CLI runs outside Next.
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { newsletterSubscribers } from '../../schema';

export async function listAllSubscribers(db: Database) {
  return db
    .select()
    .from(newsletterSubscribers)
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id));
}

/** New subscribers per Danish calendar month (those still subscribed: an unsubscribe deletes the row). */
export async function subscribersPerMonth(db: Database) {
  const month = sql<string>`to_char(${newsletterSubscribers.createdAt} at time zone 'Europe/Copenhagen', 'YYYY-MM')`;
  const rows = await db
    .select({ month, n: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .groupBy(month)
    .orderBy(asc(month));
  return rows.map((r) => ({ month: r.month, n: Number(r.n) }));
}
