import 'server-only';
// The sign-in link goes through the outbox like every other mail, so a slow or failing SMTP server never loses it.
import type { OutgoingMail } from '@/lib/mail/message';
import { getDb } from '../../index';
import { enqueueMail } from '../outbox';

export async function enqueueSignInMail(mail: OutgoingMail): Promise<number> {
  const db = await getDb();
  return enqueueMail(db, mail);
}
