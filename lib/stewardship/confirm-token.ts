// The confirmation link of every public sign-up's double opt-in (volunteers, newsletter, event sign-ups; issue 45):
// single-purpose (a key and a purpose label in the MAC per kind of sign-up, so one kind's link never confirms
// another's), expiring (the expiry is signed), and single-use (the MAC covers the row's current nonce, which a newer
// mail replaces and confirming clears). A GET of the link only shows a page; its button's POST confirms.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { absoluteUrl } from '@/lib/seo';
import { unsubscribeSecret } from './unsubscribe-token';

export type ConfirmPurpose = 'volunteer' | 'newsletter' | 'event';

/** A confirmation link works for 72 hours; the unconfirmed sign-up itself is deleted after 7 days. */
export const CONFIRM_LINK_HOURS = 72;

export type ConfirmSubject = { id: number; email: string; nonce: string };

/** The purpose's own key: VOLUNTEER_SECRET for volunteers when set, else one derived from UNSUBSCRIBE_SECRET. */
function purposeSecret(purpose: ConfirmPurpose): string {
  if (purpose === 'volunteer' && env.VOLUNTEER_SECRET) return env.VOLUNTEER_SECRET;
  return createHmac('sha256', unsubscribeSecret())
    .update(`${purpose}-confirm-key`)
    .digest('base64url');
}

/** A fresh nonce for a new confirmation mail (43 base64url characters). */
export const newNonce = () => randomBytes(32).toString('base64url');

const mac = (purpose: ConfirmPurpose, s: ConfirmSubject, expires: number, secret: string) =>
  createHmac('sha256', secret)
    .update(`${purpose}-confirm\n${s.id}\n${s.email.trim().toLowerCase()}\n${expires}\n${s.nonce}`)
    .digest('base64url');

/** `<id>.<expiry in Unix seconds>.<MAC>`. */
export function signConfirmToken(
  purpose: ConfirmPurpose,
  subject: ConfirmSubject,
  expiresAt: Date,
  secret = purposeSecret(purpose),
): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${subject.id}.${expires}.${mac(purpose, subject, expires, secret)}`;
}

const SHAPE = /^([1-9]\d{0,15})\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;

export type ParsedToken = { id: number; expiresAt: Date; raw: string };

/** The row id and expiry a well-formed token names, or null; says nothing yet about whether it is genuine. */
export function parseConfirmToken(token: string | null | undefined): ParsedToken | null {
  const match = token ? SHAPE.exec(token) : null;
  if (!match) return null;
  const id = Number(match[1]);
  const expires = Number(match[2]);
  return Number.isSafeInteger(id) && Number.isSafeInteger(expires)
    ? { id, expiresAt: new Date(expires * 1000), raw: token! }
    : null;
}

/** Constant-time check that the token was signed for this purpose and this row as it is now (email, nonce). */
export function confirmTokenMatches(
  purpose: ConfirmPurpose,
  token: ParsedToken,
  subject: ConfirmSubject,
  secret = purposeSecret(purpose),
): boolean {
  const given = Buffer.from(token.raw.split('.')[2]!);
  const expires = Math.floor(token.expiresAt.getTime() / 1000);
  const expected = Buffer.from(mac(purpose, subject, expires, secret));
  return (
    token.id === subject.id && given.length === expected.length && timingSafeEqual(given, expected)
  );
}

/** The page that shows the link's sign-up and its button (GET looks, POST confirms). */
export const confirmUrl = (
  path: string,
  purpose: ConfirmPurpose,
  subject: ConfirmSubject,
  expiresAt: Date,
  secret?: string,
) =>
  absoluteUrl(
    `${path}?token=${encodeURIComponent(signConfirmToken(purpose, subject, expiresAt, secret))}`,
  );

/** True when the token was signed for this purpose and this row as it is now; false for no row or no nonce. */
export function isGenuine(
  purpose: ConfirmPurpose,
  parsed: ParsedToken,
  row: { id: number; email: string; confirmNonce: string | null } | undefined,
): boolean {
  return Boolean(
    row?.confirmNonce &&
    confirmTokenMatches(purpose, parsed, { id: row.id, email: row.email, nonce: row.confirmNonce }),
  );
}

export const isExpired = (parsed: ParsedToken, at: Date) =>
  parsed.expiresAt.getTime() <= at.getTime();
