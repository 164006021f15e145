import 'server-only';
// Fixed-window limits counted in Postgres, so they hold across every server instance.
import { countHit, deleteExpiredWindows } from '@/db/queries/rate-limits';
import { env } from '@/lib/env';
import { clientKey, valueKey } from './client-key';
import { rateLimited } from './errors';
import { limits } from './limits';

export type RateLimit = { bucket: string; limit: number; windowSeconds: number };

const DAY_MS = 86_400_000;

/**
 * Windows that started before this can limit nobody any more: a day back, or further when a configured window is longer
 * than a day. A fixed day-old cut-off deleted a longer window's live count at random (seen as a flaky sign-in test whose
 * windows are a year long), which would hand a client a fresh limit.
 */
function sweepBefore(now: number, windowMs: number) {
  const configured = Object.values(limits).map(
    (l) => (typeof l === 'function' ? l() : l).windowSeconds * 1000,
  );
  return new Date(now - Math.max(DAY_MS, windowMs, ...configured));
}

/** Counts this request against its client's window; throws 429 with Retry-After once the limit is passed. */
export async function enforceRateLimit(
  request: Request,
  { bucket, limit, windowSeconds }: RateLimit,
  now = Date.now(),
) {
  if (!env.RATE_LIMIT_ENABLED) return;
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const hits = await countHit(bucket, clientKey(request, bucket, windowStart), windowStart);
  // About one request in 200 sweeps old windows, so the table stays small without a cron job.
  if (Math.random() < 0.005) void deleteExpiredWindows(sweepBefore(now, windowMs)).catch(() => {});
  if (hits > limit)
    throw rateLimited(Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)));
}

/** The same limit counted per email address (lower-case), whoever sends it: the ceiling against a flood from many clients. */
export async function enforceAddressRateLimit(
  email: string,
  { bucket, limit, windowSeconds }: RateLimit,
  now = Date.now(),
) {
  if (!env.RATE_LIMIT_ENABLED) return;
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const hits = await countHit(bucket, valueKey(bucket, windowStart, normalise(email)), windowStart);
  if (hits > limit)
    throw rateLimited(Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)));
}

/** The limit counted per (client, email address): one client asking for one address again and again is stopped alone. */
export async function enforceClientAddressRateLimit(
  request: Request,
  email: string,
  { bucket, limit, windowSeconds }: RateLimit,
  now = Date.now(),
) {
  if (!env.RATE_LIMIT_ENABLED) return;
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  // The client's own key (however client-key.ts tells clients apart), scoped to this address.
  const key = valueKey(
    bucket,
    windowStart,
    `${clientKey(request, bucket, windowStart)}\n${normalise(email)}`,
  );
  const hits = await countHit(bucket, key, windowStart);
  if (hits > limit)
    throw rateLimited(Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)));
}

const normalise = (email: string) => email.trim().toLowerCase();
