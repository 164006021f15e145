// The contact messages as the room and the admin CLI read them, and who on the team handled each.
// Takes the executor first (no 'server-only'): the CLI runs outside Next.
import { and, desc, eq, gte, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../client';
import type { MessageCategory } from '../../constants';
import { messages } from '../../schema';

/** The room's inbox: newest first, optionally one category. */
export async function listInbox(db: Database, category?: MessageCategory, limit = 500) {
  return db
    .select()
    .from(messages)
    .where(category ? eq(messages.category, category) : undefined)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}

/** Marks an unhandled message handled by `email` now; false when it is gone or was handled already. */
export async function markHandled(
  db: Database,
  id: number,
  email: string,
  at = new Date(),
): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ handledAt: at, handledBy: email })
    .where(and(eq(messages.id, id), isNull(messages.handledAt)))
    .returning({ id: messages.id });
  return rows.length === 1;
}

/** `npm run admin -- messages`: every message, newest first, from a day on or of a category. */
export async function listMessagesFor(
  db: Database,
  filter: { since?: Date; category?: MessageCategory } = {},
) {
  const conditions: SQL[] = [];
  if (filter.since) conditions.push(gte(messages.createdAt, filter.since));
  if (filter.category) conditions.push(eq(messages.category, filter.category));
  return db
    .select()
    .from(messages)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(messages.createdAt), desc(messages.id));
}
