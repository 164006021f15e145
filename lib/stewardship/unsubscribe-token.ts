// Unsubscribe links as the app uses them: the token (./token) signed with UNSUBSCRIBE_SECRET, as an absolute URL.
import { randomBytes } from 'node:crypto';
import { env } from '@/lib/env';
import { isPreviewDeployment } from '@/lib/preview/deployment';
import { absoluteUrl } from '@/lib/seo';
import { signToken, verifyToken, type TokenSubject } from './token';

export { tokenSubscriberId, type TokenSubject } from './token';

export const UNSUBSCRIBE_PATH = '/nyhedsbrev/afmeld';

export class MissingUnsubscribeSecretError extends Error {
  constructor() {
    super(
      'UNSUBSCRIBE_SECRET is not set: unsubscribe links cannot be made or checked. Set it (16+ characters) in production.',
    );
    this.name = 'MissingUnsubscribeSecretError';
  }
}

// On globalThis so the page and the route handler (separate bundles in `next dev`) share one development secret.
const slot = ((
  globalThis as { __unsubscribeDevSecret?: { secret?: string } }
).__unsubscribeDevSecret ??= {});

/** The configured secret; outside production (and in a preview) a random per-process one (logged), else an error. */
export function unsubscribeSecret(): string {
  if (env.UNSUBSCRIBE_SECRET) return env.UNSUBSCRIBE_SECRET;
  // A production server does not start without it (lib/env.js); a preview uses a per-process one, as next dev does.
  if (env.NODE_ENV === 'production' && !isPreviewDeployment())
    throw new MissingUnsubscribeSecretError();
  if (!slot.secret) {
    slot.secret = randomBytes(32).toString('base64url');
    console.warn(
      '[unsubscribe] UNSUBSCRIBE_SECRET is not set: using a random secret for this process; its links stop working on restart.',
    );
  }
  return slot.secret;
}

export const signUnsubscribeToken = (subject: TokenSubject, secret = unsubscribeSecret()) =>
  signToken(subject, secret);

export const tokenMatches = (token: string, subject: TokenSubject, secret = unsubscribeSecret()) =>
  verifyToken(token, subject, secret);

/** The absolute link that goes in every newsletter and in the admin export. */
export const unsubscribeUrl = (subject: TokenSubject, secret?: string) =>
  absoluteUrl(
    `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(signUnsubscribeToken(subject, secret))}`,
  );
