// A reader's newsletter topics, read and changed through their personal preferences link (the token carries the id;
// lib/newsletter/public checks it before calling these).
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { newsletterSubscribers } from '../schema';

export async function findSubscriberTopics(db: Database, id: number) {
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

/** Stores the reader's choice (null: every topic); false when the reader is gone. */
export async function setSubscriberTopics(
  db: Database,
  id: number,
  topics: string[] | null,
): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ topics })
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
