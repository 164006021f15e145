// Contact messages as the form stores them. Takes the executor first (no 'server-only'), so tests and the CLI use it too.
import { desc } from 'drizzle-orm';
import type { Database } from '../client';
import { messages, type NewMessage } from '../schema';

export async function createMessage(
  tx: Database,
  input: Omit<NewMessage, 'id' | 'createdAt' | 'consentedAt'>,
) {
  const [row] = await tx
    .insert(messages)
    .values(input)
    .returning({ id: messages.id, createdAt: messages.createdAt });
  return row!;
}

export async function listMessages(db: Database, limit = 100) {
  return db.select().from(messages).orderBy(desc(messages.createdAt)).limit(limit);
}
