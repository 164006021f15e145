// The volunteer double opt-in: one sign-up row per address, a signed link mailed to the address, the campaign told
// only once the owner confirms. Each verb is one transaction on the data layer; mails are sent after it commits.
import 'server-only';
import type { Database } from '@/db/client';
import { getDb } from '@/db/index';
import { enqueueMail, mailAllowed, type MailThrottle } from '@/db/queries/outbox';
import {
  confirmVolunteerRow,
  findVolunteerById,
  insertOrLockVolunteer,
  proposeVolunteerChange,
  updateUnconfirmedVolunteer,
  type VolunteerDetails,
} from '@/db/queries/volunteers';
import type { Volunteer } from '@/db/schema';
import { buildVolunteerConfirmMail, buildVolunteerMail } from '@/lib/mail/volunteer-mail';
import { sendSoon } from '@/lib/mail/send-soon';
import { now } from '@/lib/time/clock';
import { myShiftsUrl } from '@/lib/vagtplan/token';
import {
  CONFIRM_LINK_HOURS,
  confirmTokenMatches,
  confirmUrl,
  newNonce,
  parseConfirmToken,
  type ConfirmSubject,
} from './token';

/** At most one confirmation mail per address in 24 hours, so the form cannot flood someone's inbox. */
const CONFIRM_MAIL_THROTTLE: MailThrottle = { max: 1, withinMs: 24 * 3_600_000 };

/**
 * pending: stored (new or updated, or for a confirmed address proposed as a change) and waiting for confirmation;
 * outboxId is null when a confirmation mail already went to the address in the last 24 hours (then an existing row is
 * left as it was). unchanged: nothing is
 * proposed to a confirmed address while no new link can be mailed.
 */
export type SignUpResult =
  { status: 'pending'; id: number; outboxId: number | null } | { status: 'unchanged'; id: number };

/**
 * One row per address (any case): a new address is inserted, an unconfirmed one updated; for a confirmed one the
 * details wait in `pending` for the owner's link and nothing else changes (issue 34). The row is locked for the rest
 * of the transaction, so two requests for one address at once give one row and one mail.
 */
export async function signUp(details: VolunteerDetails, at = now()): Promise<SignUpResult> {
  const values = { ...details, email: details.email.trim() };
  const expiresAt = new Date(at.getTime() + CONFIRM_LINK_HOURS * 3_600_000);
  const confirmMail = (subject: ConfirmSubject, change: boolean) =>
    buildVolunteerConfirmMail({
      name: values.name,
      email: subject.email,
      change,
      confirmUrl: confirmUrl(subject, expiresAt),
      myShiftsUrl: myShiftsUrl(subject, at),
    });
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<SignUpResult> => {
    const { id, existing } = await insertOrLockVolunteer(tx, values, at);
    const allowed = await mailAllowed(
      tx,
      { kind: 'volunteer_confirm', aboutEmail: values.email },
      CONFIRM_MAIL_THROTTLE,
      at,
    );
    if (existing?.confirmedAt) {
      if (!allowed) return { status: 'unchanged', id };
      // A new nonce: the proposal is applied only through this mail's link (an earlier proposal's link stops working).
      const nonce = newNonce();
      await proposeVolunteerChange(tx, id, { ...values, proposedAt: at.toISOString() }, nonce);
      const mail = confirmMail({ id, email: existing.email, nonce }, true);
      return { status: 'pending', id, outboxId: await enqueueMail(tx, mail, { at }) };
    }
    // Issue 45: the details a link confirms never change under its nonce. A later sign-up of an unconfirmed address is
    // a proposal of its own: with a mail it gets a new nonce (the older link is refused as replaced, never confirms
    // the new details); without one (the 24-hour limit) it changes nothing, so the owner's link confirms what the
    // owner sent.
    if (!allowed) return { status: 'pending', id, outboxId: null };
    const nonce = newNonce();
    await updateUnconfirmedVolunteer(tx, id, existing ? values : null, nonce, at);
    const mail = confirmMail({ id, email: values.email, nonce }, false);
    return { status: 'pending', id, outboxId: await enqueueMail(tx, mail, { at }) };
  });
  if (result.status === 'pending' && result.outboxId !== null) sendSoon([result.outboxId]);
  return result;
}

/**
 * valid: a genuine, unexpired link for an unconfirmed sign-up or a proposed change; volunteer is the row as confirming
 * will make it (change: the proposal applied). used: already confirmed. invalid: forged, replaced or gone.
 */
export type ConfirmCheck =
  | { status: 'valid'; volunteer: Volunteer; change: boolean }
  | { status: 'invalid' | 'expired' | 'used' };

/** The row with its pending change applied, as confirming stores it. */
function applied(row: Volunteer): Volunteer {
  if (!row.pending) return row;
  const { proposedAt, ...details } = row.pending;
  void proposedAt;
  return { ...row, ...details, pending: null };
}

async function check(
  tx: Database,
  token: string | null | undefined,
  at: Date,
  lock: boolean,
): Promise<ConfirmCheck> {
  const parsed = parseConfirmToken(token);
  if (!parsed) return { status: 'invalid' };
  const row = await findVolunteerById(tx, parsed.id, { lock });
  if (
    !row?.confirmNonce ||
    !confirmTokenMatches(parsed, { id: row.id, email: row.email, nonce: row.confirmNonce })
  )
    return { status: 'invalid' };
  if (row.confirmedAt && !row.pending) return { status: 'used' };
  if (parsed.expiresAt.getTime() <= at.getTime()) return { status: 'expired' };
  return { status: 'valid', volunteer: applied(row), change: row.confirmedAt !== null };
}

/** What a link means right now; changes nothing (the confirmation page's GET). */
export const checkLink = async (token: string | null | undefined, at = now()) =>
  check(await getDb(), token, at, false);

export type ConfirmResult =
  { status: 'confirmed'; outboxId: number } | { status: 'invalid' | 'expired' | 'used' };

/**
 * Confirms the sign-up (or applies the proposed change) and queues the campaign's notification in one transaction;
 * a second use answers 'used'.
 */
export async function confirm(
  token: string | null | undefined,
  at = now(),
): Promise<ConfirmResult> {
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<ConfirmResult> => {
    const found = await check(tx, token, at, true);
    if (found.status !== 'valid') return found;
    const { id, name, email, phone, interests, times, message, consentVersion } = found.volunteer;
    const details = { name, email, phone, interests, times, message, consentVersion };
    const row = await confirmVolunteerRow(tx, id, found.change ? details : null, at);
    const mail = buildVolunteerMail({
      ...row,
      confirmedAt: row.confirmedAt ?? at,
      change: found.change,
    });
    return { status: 'confirmed', outboxId: await enqueueMail(tx, mail, { at }) };
  });
  if (result.status === 'confirmed') sendSoon([result.outboxId]);
  return result;
}
