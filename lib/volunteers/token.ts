// The confirmation link of a volunteer sign-up: single-purpose (its own key and a purpose label in the MAC), expiring
// (the expiry is signed), and single-use (the MAC covers the row's current nonce; a newer mail replaces the nonce).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { absoluteUrl } from '@/lib/seo';
import { unsubscribeSecret } from '@/lib/stewardship/unsubscribe-token';

export const CONFIRM_PATH = '/bliv-frivillig/bekraeft';
/** A confirmation link works for 72 hours; the unconfirmed sign-up itself is deleted after 7 days. */
export const CONFIRM_LINK_HOURS = 72;

export type ConfirmSubject = { id: number; email: string; nonce: string };

/** VOLUNTEER_SECRET, else a key derived from UNSUBSCRIBE_SECRET for this purpose only (one secret less to set). */
function volunteerSecret(): string {
  return (
    env.VOLUNTEER_SECRET ??
    createHmac('sha256', unsubscribeSecret()).update('volunteer-confirm-key').digest('base64url')
  );
}

/** A fresh nonce for a new confirmation mail (43 base64url characters). */
export const newNonce = () => randomBytes(32).toString('base64url');

const mac = (s: ConfirmSubject, expires: number, secret: string) =>
  createHmac('sha256', secret)
    .update(`volunteer-confirm\n${s.id}\n${s.email.trim().toLowerCase()}\n${expires}\n${s.nonce}`)
    .digest('base64url');

/** `<id>.<expiry in Unix seconds>.<MAC>`. */
export function signConfirmToken(
  subject: ConfirmSubject,
  expiresAt: Date,
  secret = volunteerSecret(),
): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${subject.id}.${expires}.${mac(subject, expires, secret)}`;
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

/** Constant-time check that the token was signed for this row as it is now (same email, same nonce). */
export function confirmTokenMatches(
  token: ParsedToken,
  subject: ConfirmSubject,
  secret = volunteerSecret(),
): boolean {
  const given = Buffer.from(token.raw.split('.')[2]!);
  const expected = Buffer.from(mac(subject, Math.floor(token.expiresAt.getTime() / 1000), secret));
  return (
    token.id === subject.id && given.length === expected.length && timingSafeEqual(given, expected)
  );
}

export const confirmUrl = (subject: ConfirmSubject, expiresAt: Date, secret?: string) =>
  absoluteUrl(
    `${CONFIRM_PATH}?token=${encodeURIComponent(signConfirmToken(subject, expiresAt, secret))}`,
  );
