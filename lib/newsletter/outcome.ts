// What the outbox worker tells the newsletter about each copy: counted on its send, and a 5xx marks the reader bounced
// (later sends skip them). A 4xx is the outbox's ordinary retry; only when it finally gives up is the copy "failed".
import {
  markBounced,
  recordDeliveryOutcome,
  type Executor,
} from '../../db/queries/newsletter-sends';
import type { OutboxMail } from '../../db/schema';
import type { Failure } from '../mail/failure';

const isSmtpRefusal = (failure: Failure) => /^smtp_5\d\d$/.test(failure.code);

export async function newsletterDelivered(db: Executor, row: Pick<OutboxMail, 'id' | 'kind'>) {
  if (row.kind === 'newsletter') await recordDeliveryOutcome(db, row.id, 'sent');
}

/** `final`: the outbox gave up on the copy (a permanent failure, or the last retry). */
export async function newsletterFailed(
  db: Executor,
  row: Pick<OutboxMail, 'id' | 'kind' | 'aboutEmail'>,
  failure: Failure,
  final: boolean,
  now = new Date(),
) {
  if (row.kind !== 'newsletter' || !final) return;
  const bounced = failure.kind === 'permanent' && isSmtpRefusal(failure);
  if (bounced) await markBounced(db, row.aboutEmail, now);
  await recordDeliveryOutcome(db, row.id, bounced ? 'bounced' : 'failed');
}
