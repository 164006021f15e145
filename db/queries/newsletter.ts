import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../index';
import { newsletterSubscribers } from '../schema';

export type SubscribeResult = { status: 'subscribed'; id: number } | { status: 'duplicate' };

/** Emails are stored trimmed; the unique index on lower(email) makes duplicates case-insensitive. */
export async function subscribeNewsletter(email: string, consentVersion: string): Promise<SubscribeResult> {
  const db = await getDb();
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email: email.trim(), consent: true, consentVersion })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return rows[0] ? { status: 'subscribed', id: rows[0].id } : { status: 'duplicate' };
}

export async function findSubscriber(email: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email.trim()})`);
  return row;
}
