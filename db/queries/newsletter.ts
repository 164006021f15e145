// Newsletter subscribers as the form stores them. Takes the executor first (no 'server-only'), so tests use it too.
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { newsletterSubscribers } from '../schema';

/**
 * The new subscriber's row, or null when the address (any case, trimmed: the unique index on lower(email)) is already
 * on the list.
 */
export async function addSubscriber(tx: Database, email: string, consentVersion: string) {
  const [row] = await tx
    .insert(newsletterSubscribers)
    .values({ email: email.trim(), consent: true, consentVersion })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
  return row ?? null;
}

export async function findSubscriber(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email.trim()})`);
  return row;
}
