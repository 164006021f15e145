// The one place the newsletter writes outbox rows; the lead adapts this call when enqueueMail's signature changes.
import { enqueueMail } from '../../db/queries/outbox';
import type { Executor } from '../../db/queries/newsletter-sends';
import type { OutgoingMail } from '../mail/message';

export async function enqueueNewsletterMail(tx: Executor, mail: OutgoingMail): Promise<number> {
  return enqueueMail(tx, mail);
}
