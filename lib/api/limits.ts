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
  // Kampagnerummet's sign-in form, per client. Issue 45: no per-address request limit any more (many clients could reach
  // it and lock a team member out); the mails are limited instead (lib/auth/service.ts).
  signIn: limit('sign_in', env.RATE_LIMIT_SIGN_IN, '10/600'),
} satisfies Record<string, RateLimit>;
