import 'server-only';
import { desc } from 'drizzle-orm';
import { buildContactMail } from '@/lib/mail/contact-mail';
import { getDb } from '../index';
import { messages, type NewMessage } from '../schema';
import { enqueueMail } from './outbox';

/** Stores the message and its notification to the campaign's inbox in one transaction: both or neither. */
export async function createMessage(input: Omit<NewMessage, 'id' | 'createdAt' | 'consentedAt'>) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values(input)
      .returning({ id: messages.id, createdAt: messages.createdAt });
    const outboxId = await enqueueMail(
      tx,
      buildContactMail({ ...input, receivedAt: row!.createdAt }),
    );
    return { id: row!.id, outboxId };
  });
}

export async function listMessages(limit = 100) {
  const db = await getDb();
  return db.select().from(messages).orderBy(desc(messages.createdAt)).limit(limit);
}
