// The cancel link of an event sign-up: the same HMAC token as unsubscribe links (lib/stewardship/token.ts), under a key
// derived for this one purpose, so a newsletter link can never cancel a sign-up nor the reverse.
import { createHmac } from 'node:crypto';
import { absoluteUrl } from '@/lib/seo';
import { signToken, verifyToken, type TokenSubject } from '@/lib/stewardship/token';
import { unsubscribeSecret } from '@/lib/stewardship/unsubscribe-token';

export { tokenSubscriberId as tokenSignupId } from '@/lib/stewardship/token';

const CANCEL_PATH = '/moed-os/afmeld';

const cancelKey = () =>
  createHmac('sha256', unsubscribeSecret()).update('moed-os-afmeld').digest('base64url');

export const signCancelToken = (signup: TokenSubject) => signToken(signup, cancelKey());

export const cancelTokenMatches = (token: string, signup: TokenSubject) =>
  verifyToken(token, signup, cancelKey());

export const cancelUrl = (signup: TokenSubject) =>
  absoluteUrl(`${CANCEL_PATH}?token=${encodeURIComponent(signCancelToken(signup))}`);
