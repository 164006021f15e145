// The "Mine vagter" link: a volunteer's own page of shifts, without an account. Single-purpose (a key derived for it
// alone and a purpose label in the MAC), expiring (the expiry is signed), and bound to the volunteer's id and address,
// so forget (the row gone) or a new address revokes every link. A GET only shows; taking and leaving are POSTs.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { absoluteUrl } from '@/lib/seo';
import { unsubscribeSecret } from '@/lib/stewardship/unsubscribe-token';
import { parseConfirmToken, type ParsedToken } from '@/lib/stewardship/confirm-token';

export const MY_SHIFTS_PATH = '/mine-vagter';
/** A link works for 45 days; every shift mail carries a fresh one. */
const MY_SHIFTS_LINK_DAYS = 45;

export type ShiftVolunteer = { id: number; email: string };

const key = () =>
  createHmac('sha256', unsubscribeSecret()).update('mine-vagter-key').digest('base64url');

const macOf = (v: ShiftVolunteer, expires: number, secret: string) =>
  createHmac('sha256', secret)
    .update(`mine-vagter\n${v.id}\n${v.email.trim().toLowerCase()}\n${expires}`)
    .digest('base64url');

export function signMyShiftsToken(v: ShiftVolunteer, expiresAt: Date, secret = key()): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${v.id}.${expires}.${macOf(v, expires, secret)}`;
}

/** The volunteer id and expiry a well-formed token names, or null (says nothing about whether it is genuine). */
export const parseMyShiftsToken = (token: string | null | undefined): ParsedToken | null =>
  parseConfirmToken(token);

/** Constant-time: was this token signed for this volunteer as they are now? */
export function myShiftsTokenMatches(token: ParsedToken, v: ShiftVolunteer, secret = key()) {
  const given = Buffer.from(token.raw.split('.')[2]!);
  const expected = Buffer.from(macOf(v, Math.floor(token.expiresAt.getTime() / 1000), secret));
  return token.id === v.id && given.length === expected.length && timingSafeEqual(given, expected);
}

/** The rate limits' key for one volunteer's changes in a day: an HMAC under this link's key, so the table names nobody. */
export const shiftChangesKey = (volunteerId: number, day: Date) =>
  createHmac('sha256', key()).update(`vagter\n${day.toISOString()}\n${volunteerId}`).digest('hex');

export const myShiftsUrl = (v: ShiftVolunteer, at: Date, secret?: string) =>
  absoluteUrl(
    `${MY_SHIFTS_PATH}?token=${encodeURIComponent(
      signMyShiftsToken(v, new Date(at.getTime() + MY_SHIFTS_LINK_DAYS * 86_400_000), secret),
    )}`,
  );
