// Newsletter unsubscribe by id (the token carries the id; lib/stewardship checks the signature against the email).
// Takes the database as an argument (no 'server-only') so the admin CLI and tests can use it directly.
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { newsletterSubscribers } from '../schema';
import { removeReaderTraces } from './newsletter-sends';

export async function findSubscriberById(db: Database, id: number) {
  const [row] = await db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      topics: newsletterSubscribers.topics,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  return row;
}

/**
 * True when this call removed the row; false when it was already gone. Issue 36: what was sent to the reader goes with
 * them (newsletter copies in the outbox; delivery rows by cascade), and each send that reached them counts the leave.
 */
export async function deleteSubscriberById(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .for('update');
    if (!row) return false;
    await removeReaderTraces(tx, row.id, row.email);
    const gone = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .returning({ id: newsletterSubscribers.id });
    return gone.length > 0;
  });
}
