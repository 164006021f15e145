// The reader's link to /nyhedsbrev/indstillinger: the unsubscribe token's machinery (HMAC over id and email) under a
// key derived for this purpose only, so a preferences link cannot unsubscribe anyone and an unsubscribe link cannot
// open the preferences page.
import { createHmac } from 'node:crypto';
import { absoluteUrl } from '../seo';
import { signToken, verifyToken, type TokenSubject } from '../stewardship/token';
import { unsubscribeSecret } from '../stewardship/unsubscribe-token';

export { tokenSubscriberId as preferencesTokenSubscriberId } from '../stewardship/token';

/** @public The preferences page's route. */
export const PREFERENCES_PATH = '/nyhedsbrev/indstillinger';

const preferencesKey = (secret = unsubscribeSecret()) =>
  createHmac('sha256', secret).update('newsletter-preferences-key').digest('base64url');

const signPreferencesToken = (subject: TokenSubject, secret?: string) =>
  signToken(subject, preferencesKey(secret));

/** Constant-time: true only for a preferences token signed for exactly this subscriber. */
export const verifyPreferencesToken = (token: string, subject: TokenSubject, secret?: string) =>
  verifyToken(token, subject, preferencesKey(secret));

export const preferencesUrl = (subject: TokenSubject, secret?: string) =>
  absoluteUrl(
    `${PREFERENCES_PATH}?token=${encodeURIComponent(signPreferencesToken(subject, secret))}`,
  );
