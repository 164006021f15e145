// The confirmation link of a volunteer sign-up: the shared double opt-in link (lib/stewardship/confirm-token.ts) under
// the purpose 'volunteer', so a newsletter's or an event's link never confirms a volunteer nor the reverse.
import {
  confirmTokenMatches as matches,
  confirmUrl as url,
  signConfirmToken as sign,
  type ConfirmSubject,
  type ParsedToken,
} from '@/lib/stewardship/confirm-token';

export {
  CONFIRM_LINK_HOURS,
  newNonce,
  parseConfirmToken,
  type ConfirmSubject,
} from '@/lib/stewardship/confirm-token';

export const CONFIRM_PATH = '/bliv-frivillig/bekraeft';

export const signConfirmToken = (subject: ConfirmSubject, expiresAt: Date, secret?: string) =>
  sign('volunteer', subject, expiresAt, secret);

export const confirmTokenMatches = (token: ParsedToken, subject: ConfirmSubject, secret?: string) =>
  matches('volunteer', token, subject, secret);

export const confirmUrl = (subject: ConfirmSubject, expiresAt: Date, secret?: string) =>
  url(CONFIRM_PATH, 'volunteer', subject, expiresAt, secret);
