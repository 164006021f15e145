// Signed unsubscribe links: HMAC-SHA256 over the subscriber's id and lowercased email, so a link works for one address only.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { absoluteUrl } from '@/lib/seo';

export const UNSUBSCRIBE_PATH = '/nyhedsbrev/afmeld';

export class MissingUnsubscribeSecretError extends Error {
  constructor() {
    super('UNSUBSCRIBE_SECRET is not set: unsubscribe links cannot be made or checked. Set it (16+ characters) in production.');
    this.name = 'MissingUnsubscribeSecretError';
  }
}

// On globalThis so the page and the route handler (separate bundles in `next dev`) share one development secret.
const slot = ((globalThis as { __unsubscribeDevSecret?: { secret?: string } }).__unsubscribeDevSecret ??= {});

/** The configured secret; outside production a random per-process one (logged), in production an error. */
export function unsubscribeSecret(): string {
  if (env.UNSUBSCRIBE_SECRET) return env.UNSUBSCRIBE_SECRET;
  if (env.NODE_ENV === 'production') throw new MissingUnsubscribeSecretError();
  if (!slot.secret) {
    slot.secret = randomBytes(32).toString('base64url');
    console.warn('[unsubscribe] UNSUBSCRIBE_SECRET is not set: using a random secret for this process; its links stop working on restart.');
  }
  return slot.secret;
}

export type TokenSubject = { id: number; email: string };

const mac = (subject: TokenSubject, secret: string) =>
  createHmac('sha256', secret).update(`${subject.id}\n${subject.email.trim().toLowerCase()}`).digest();

/** `<id>.<base64url HMAC>`: the id finds the row, the MAC proves the link was made for that row's email. */
export function signUnsubscribeToken(subject: TokenSubject, secret = unsubscribeSecret()): string {
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
export function tokenMatches(token: string, subject: TokenSubject, secret = unsubscribeSecret()): boolean {
  const match = TOKEN_SHAPE.exec(token);
  if (!match || Number(match[1]) !== subject.id) return false;
  // Compare the text, not decoded bytes: base64url's spare low bits would let a changed last character pass.
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(mac(subject, secret).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The absolute link that goes in every newsletter and in the admin export. */
export const unsubscribeUrl = (subject: TokenSubject, secret?: string) =>
  absoluteUrl(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(signUnsubscribeToken(subject, secret))}`);
