// Per-endpoint limits; each can be changed through env as "<requests>/<seconds>" without a deploy of code.
import { env } from '@/lib/env';
import type { RateLimit } from './rate-limit';

function limit(bucket: string, spec: string | undefined, fallback: string): RateLimit {
  const [requests, seconds] = (spec ?? fallback).split('/').map(Number);
  return { bucket, limit: requests!, windowSeconds: seconds! };
}

export const limits = {
  // A shared address (school, library) may hold several honest voters.
  poll: limit('poll', env.RATE_LIMIT_POLL, '20/60'),
  contact: limit('contact', env.RATE_LIMIT_CONTACT, '5/600'),
  newsletter: limit('newsletter', env.RATE_LIMIT_NEWSLETTER, '5/600'),
  events: limit('events', env.RATE_LIMIT_EVENTS, '120/60'),
  volunteers: limit('volunteers', env.RATE_LIMIT_VOLUNTEERS, '5/600'),
  // Event sign-ups and cancellations (POST /api/moed-os/*): a family may sign up for a few events in a row.
  signup: limit('signup', env.RATE_LIMIT_SIGNUP, '10/600'),
  // Kampagnerummet's sign-in form (issue 34): per client, per (client, address) and a per-address ceiling; see below.
  signIn: limit('sign_in', env.RATE_LIMIT_SIGN_IN, '10/600'),
  // Per (client, address): one client gets a link mailed to one address at most 3 times in 15 minutes.
  signInAddress: limit('sign_in_client_addr', env.RATE_LIMIT_SIGN_IN_ADDRESS, '3/900'),
  signInAddressCeiling,
} satisfies Record<string, RateLimit | (() => RateLimit)>;

/**
 * Per address, whoever asks: a ceiling against a flood from many clients, set above anything one client can add under
 * its own limits, so one client cannot lock a team member out (issue 34). Fixed windows do not line up, so one address
 * window can overlap ceil(address window / client window) + 1 of a client's windows; the ceiling leaves room for that
 * much from one client plus the team member's own requests. Computed when used, so it follows the other two.
 */
function signInAddressCeiling(): RateLimit {
  const { signIn, signInAddress } = limits;
  const windowSeconds = signInAddress.windowSeconds;
  const oneClientMost = (Math.ceil(windowSeconds / signIn.windowSeconds) + 1) * signIn.limit;
  return { bucket: 'sign_in_addr', limit: oneClientMost + signInAddress.limit, windowSeconds };
}
