// Newsletter unsubscribe by id (the token carries the id; lib/stewardship checks the signature against the email).
// Takes the database as an argument (no 'server-only') so the admin CLI and tests can use it directly.
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { newsletterSubscribers } from '../schema';

export async function findSubscriberById(db: Database, id: number) {
  const [row] = await db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  return row;
}

/** True when this call removed the row; false when it was already gone. */
export async function deleteSubscriberById(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
