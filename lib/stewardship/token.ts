// The unsubscribe token itself: HMAC-SHA256 over the subscriber's id and lowercased email, so a link works for one address only.
// Pure crypto without config imports, so Playwright tests can sign links too.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenSubject = { id: number; email: string };

const mac = (subject: TokenSubject, secret: string) =>
  createHmac('sha256', secret)
    .update(`${subject.id}\n${subject.email.trim().toLowerCase()}`)
    .digest();

/** `<id>.<base64url HMAC>`: the id finds the row, the MAC proves the link was made for that row's email. */
export function signToken(subject: TokenSubject, secret: string): string {
  return `${subject.id}.${mac(subject, secret).toString('base64url')}`;
}

const TOKEN_SHAPE = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/;

/** The subscriber id a well-formed token names, or null; says nothing yet about whether the token is genuine. */
export function tokenSubscriberId(token: string | null | undefined): number | null {
  const match = token ? TOKEN_SHAPE.exec(token) : null;
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}

/** Constant-time check that the token was signed for exactly this subscriber. */
export function verifyToken(token: string, subject: TokenSubject, secret: string): boolean {
  const match = TOKEN_SHAPE.exec(token);
  if (!match || Number(match[1]) !== subject.id) return false;
  // Compare the text, not decoded bytes: base64url's spare low bits would let a changed last character pass.
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(mac(subject, secret).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
