import 'server-only';
// Nyhedsbrev in the room: every subscriber, and sign-ups per month.
import { asc, sql } from 'drizzle-orm';
import { getDb } from '../../index';
import { newsletterSubscribers } from '../../schema';
import { listAllSubscribers } from '../admin';

export const roomSubscribers = async () => listAllSubscribers(await getDb());

/** New subscribers per Danish calendar month (those still subscribed: an unsubscribe deletes the row). */
export async function subscribersPerMonth() {
  const db = await getDb();
  const month = sql<string>`to_char(${newsletterSubscribers.createdAt} at time zone 'Europe/Copenhagen', 'YYYY-MM')`;
  const rows = await db
    .select({ month, n: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .groupBy(month)
    .orderBy(asc(month));
  return rows.map((r) => ({ month: r.month, n: Number(r.n) }));
}
