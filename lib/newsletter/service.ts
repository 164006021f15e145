// A newsletter sign-up: the subscriber stored and, in the same transaction, the welcome mail with its signed
// unsubscribe link queued (at most one per address a day); the mail is sent after the transaction commits.
import 'server-only';
import { getDb } from '@/db/index';
import { addSubscriber } from '@/db/queries/newsletter';
import { enqueueMail, type MailThrottle } from '@/db/queries/outbox';
import { sendSoon } from '@/lib/mail/send-soon';
import { buildWelcomeMail } from '@/lib/mail/welcome-mail';
import { unsubscribeUrl } from '@/lib/stewardship/unsubscribe-token';
import { newsletterConsent } from '@/lib/validation/consent';

/** An address that unsubscribes and signs up again gets at most one welcome mail in 24 hours. */
const WELCOME_THROTTLE: MailThrottle = { max: 1, withinMs: 24 * 3_600_000 };

/** outboxId is null when a welcome mail already went to this address in the last 24 hours. */
export type SubscribeResult =
  { status: 'subscribed'; id: number; outboxId: number | null } | { status: 'duplicate' };

export async function subscribe(
  email: string,
  consentVersion: string = newsletterConsent.version,
): Promise<SubscribeResult> {
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<SubscribeResult> => {
    const row = await addSubscriber(tx, email, consentVersion);
    if (!row) return { status: 'duplicate' };
    const mail = buildWelcomeMail({ email: row.email, unsubscribeUrl: unsubscribeUrl(row) });
    const outboxId = await enqueueMail(tx, mail, { throttle: WELCOME_THROTTLE });
    return { status: 'subscribed', id: row.id, outboxId };
  });
  if (result.status === 'subscribed' && result.outboxId !== null) sendSoon([result.outboxId]);
  return result;
}
