// A newsletter sign-up, double opt-in (issue 45, the volunteers' shape): the address is stored unconfirmed and gets
// one mail, the confirmation link (at most one a day per address, +tag variants included); newsletters and the welcome
// mail come only after the owner confirms from it. Each verb is one transaction; mails are sent after it commits.
import 'server-only';
import type { Database } from '@/db/client';
import { getDb } from '@/db/index';
import {
  confirmSubscriberRow,
  findSubscriberById,
  insertOrLockSubscriber,
  proposeSubscription,
} from '@/db/queries/newsletter';
import { enqueueMail, mailAllowed, type MailThrottle } from '@/db/queries/outbox';
import type { NewsletterSubscriber } from '@/db/schema';
import { buildNewsletterConfirmMail } from '@/lib/mail/newsletter-confirm-mail';
import { sendSoon } from '@/lib/mail/send-soon';
import { buildWelcomeMail } from '@/lib/mail/welcome-mail';
import {
  CONFIRM_LINK_HOURS,
  confirmUrl,
  isExpired,
  isGenuine,
  newNonce,
  parseConfirmToken,
} from '@/lib/stewardship/confirm-token';
import { unsubscribeUrl } from '@/lib/stewardship/unsubscribe-token';
import { now } from '@/lib/time/clock';
import { newsletterConsent } from '@/lib/validation/consent';
import { knownTopics, readerTopics } from './topics';

export const NEWSLETTER_CONFIRM_PATH = '/nyhedsbrev/bekraeft';

/** At most one confirmation mail per address (without its +tag) in 24 hours, so the form cannot flood an inbox. */
const CONFIRM_MAIL_THROTTLE: MailThrottle = { max: 1, withinMs: 24 * 3_600_000 };

/**
 * pending: stored unconfirmed (outboxId null when no confirmation mail could go: then an existing row is left as it
 * was). duplicate: the address is a confirmed subscriber (the specification's 409).
 */
export type SubscribeResult =
  | { status: 'pending'; id: number; outboxId: number | null }
  | { status: 'duplicate' }
  | { status: 'unknown_topic' };

/**
 * topics: the keys the reader ticked; none (or all) is every topic. A confirmed address changes nothing (409): only
 * the reader, through the preferences link in every newsletter, changes what they receive. An unconfirmed one takes
 * the new sign-up only with a new link (a new nonce): the details a link confirms never change under it.
 */
export async function subscribe(
  email: string,
  {
    topics,
    consentVersion = newsletterConsent.version,
    at = now(),
  }: { topics?: string[]; consentVersion?: string; at?: Date } = {},
): Promise<SubscribeResult> {
  if (topics && knownTopics(topics).length !== topics.length) return { status: 'unknown_topic' };
  const proposal = { topics: readerTopics(topics), consentVersion, at };
  const expiresAt = new Date(at.getTime() + CONFIRM_LINK_HOURS * 3_600_000);
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<SubscribeResult> => {
    const { id, existing } = await insertOrLockSubscriber(tx, email, proposal);
    if (existing?.confirmedAt) return { status: 'duplicate' };
    const address = existing?.email ?? email.trim();
    const mailLimit = { kind: 'newsletter_confirm' as const, aboutEmail: address };
    if (!(await mailAllowed(tx, mailLimit, CONFIRM_MAIL_THROTTLE, at)))
      return { status: 'pending', id, outboxId: null };
    const nonce = newNonce();
    await proposeSubscription(tx, id, proposal, nonce);
    const url = confirmUrl(
      NEWSLETTER_CONFIRM_PATH,
      'newsletter',
      { id, email: address, nonce },
      expiresAt,
    );
    const mail = buildNewsletterConfirmMail({ email: address, confirmUrl: url });
    return { status: 'pending', id, outboxId: await enqueueMail(tx, mail, { at }) };
  });
  if (result.status === 'pending' && result.outboxId !== null) sendSoon([result.outboxId]);
  return result;
}

/** valid: a genuine, unexpired link of an unconfirmed sign-up. used: already confirmed. invalid: forged, replaced, gone. */
export type SubscriptionCheck =
  | { status: 'valid'; subscriber: NewsletterSubscriber }
  | { status: 'invalid' | 'expired' | 'used' };

async function check(
  tx: Database,
  token: string | null | undefined,
  at: Date,
  lock: boolean,
): Promise<SubscriptionCheck> {
  const parsed = parseConfirmToken(token);
  if (!parsed) return { status: 'invalid' };
  const row = await findSubscriberById(tx, parsed.id, { lock });
  if (!row || !isGenuine('newsletter', parsed, row)) return { status: 'invalid' };
  if (row.confirmedAt) return { status: 'used' };
  if (isExpired(parsed, at)) return { status: 'expired' };
  return { status: 'valid', subscriber: row };
}

/** What a link means right now; changes nothing (the confirmation page's GET). */
export const checkSubscription = async (token: string | null | undefined, at = now()) =>
  check(await getDb(), token, at, false);

export type ConfirmSubscriptionResult =
  { status: 'confirmed'; outboxId: number } | { status: 'invalid' | 'expired' | 'used' };

/** Confirms the sign-up and queues the welcome mail (with its unsubscribe link) in one transaction. */
export async function confirmSubscription(
  token: string | null | undefined,
  at = now(),
): Promise<ConfirmSubscriptionResult> {
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<ConfirmSubscriptionResult> => {
    const found = await check(tx, token, at, true);
    if (found.status !== 'valid') return found;
    const row = await confirmSubscriberRow(tx, found.subscriber.id, at);
    const mail = buildWelcomeMail({ email: row.email, unsubscribeUrl: unsubscribeUrl(row) });
    return { status: 'confirmed', outboxId: await enqueueMail(tx, mail, { at }) };
  });
  if (result.status === 'confirmed') sendSoon([result.outboxId]);
  return result;
}
