// The one place the newsletter writes outbox rows. One multi-row insert per batch: 500 single inserts cost ~4 ms each
// on PostgreSQL here (bench:newsletter), the batch ~1/20 of that. When the shared enqueueMail(tx, mail, { throttle })
// gains a batch form (issue 39), this becomes a call to it; nothing else in lib/newsletter writes to the outbox.
import { mailOutbox } from '../../db/schema';
import type { Executor } from '../../db/queries/newsletter-sends';
import type { OutgoingMail } from '../mail/message';

/** The outbox ids in the order of `mails`. Recipients within one batch are distinct readers. */
export async function enqueueNewsletterMails(
  tx: Executor,
  mails: OutgoingMail[],
): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await tx
    .insert(mailOutbox)
    .values(mails)
    .returning({ id: mailOutbox.id, recipient: mailOutbox.recipient });
  const byRecipient = new Map(rows.map((r) => [r.recipient, r.id]));
  return mails.map((m) => byRecipient.get(m.recipient)!);
}
