// A contact message: stored with its consent record, and the notification to the campaign's inbox queued in the same
// transaction (both or neither); the mail is sent after the transaction commits.
import 'server-only';
import { getDb } from '@/db/index';
import { createMessage } from '@/db/queries/messages';
import { enqueueMail } from '@/db/queries/outbox';
import { buildContactMail } from '@/lib/mail/contact-mail';
import { sendSoon } from '@/lib/mail/send-soon';
import { contactConsent } from '@/lib/validation/consent';
import type { MessageCategory } from '@/lib/validation/contact';

export type ContactMessage = {
  name: string;
  email: string;
  category: MessageCategory;
  message: string;
  consent: boolean;
};

export async function receiveMessage(input: ContactMessage) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const row = await createMessage(tx, { ...input, consentVersion: contactConsent.version });
    const mail = buildContactMail({ ...input, receivedAt: row.createdAt });
    return { id: row.id, outboxId: await enqueueMail(tx, mail) };
  });
  sendSoon([result.outboxId]);
  return result;
}
