import 'server-only';
import { desc } from 'drizzle-orm';
import { getDb } from '../index';
import { messages, type NewMessage } from '../schema';

export async function createMessage(input: Omit<NewMessage, 'id' | 'createdAt' | 'consentedAt'>) {
  const db = await getDb();
  const [row] = await db.insert(messages).values(input).returning({ id: messages.id });
  return row!;
}

export async function listMessages(limit = 100) {
  const db = await getDb();
  return db.select().from(messages).orderBy(desc(messages.createdAt)).limit(limit);
}
