import 'server-only';
// The room's inbox: messages newest first, and who on the team handled each.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { MessageCategory } from '@/lib/validation/contact';
import { getDb } from '../../index';
import { messages } from '../../schema';

export async function listInbox(category?: MessageCategory, limit = 500) {
  const db = await getDb();
  return db
    .select()
    .from(messages)
    .where(category ? eq(messages.category, category) : undefined)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}

/** Marks an unhandled message handled by `email` now; false when it is gone or was handled already. */
export async function markHandled(id: number, email: string, at = new Date()): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(messages)
    .set({ handledAt: at, handledBy: email })
    .where(and(eq(messages.id, id), isNull(messages.handledAt)))
    .returning({ id: messages.id });
  return rows.length === 1;
}
