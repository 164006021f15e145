// The newsletter's copies go to the outbox through its one insert (enqueueMails, the batch form of enqueueMail).
import { enqueueMails } from '../../db/queries/outbox';
import type { Executor } from '../../db/queries/newsletter-sends';
import type { OutgoingMail } from '../mail/message';

/** The outbox ids in the order of `mails`. Recipients within one batch are distinct readers. */
export async function enqueueNewsletterMails(
  tx: Executor,
  mails: OutgoingMail[],
): Promise<number[]> {
  const rows = await enqueueMails(tx, mails);
  const byRecipient = new Map(rows.map((r) => [r.recipient, r.id]));
  return mails.map((m) => byRecipient.get(m.recipient)!);
}
