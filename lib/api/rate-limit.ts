import 'server-only';
// Fixed-window limits counted in Postgres, so they hold across every server instance.
import { getDb } from '@/db/index';
import { countHit, deleteExpiredWindows } from '@/db/queries/rate-limits';
import { env } from '@/lib/env';
import { clientKey } from './client-key';
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
  const configured = Object.values(limits).map((l) => l.windowSeconds * 1000);
  return new Date(now - Math.max(DAY_MS, windowMs, ...configured));
}

type Window = { bucket: string; windowStart: Date; windowMs: number };

/**
 * Counts one hit under the key `keyOf` makes for the current window; throws 429 with Retry-After once the limit is
 * passed. Nothing when the limits are off.
 */
async function countInWindow(
  { bucket, limit, windowSeconds }: RateLimit,
  now: number,
  keyOf: (window: Window) => string,
) {
  if (!env.RATE_LIMIT_ENABLED) return;
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const db = await getDb();
  const hits = await countHit(db, bucket, keyOf({ bucket, windowStart, windowMs }), windowStart);
  // About one request in 200 sweeps old windows, so the table stays small without a cron job.
  if (Math.random() < 0.005)
    void deleteExpiredWindows(db, sweepBefore(now, windowMs)).catch(() => {});
  if (hits > limit)
    throw rateLimited(Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)));
}

/** Counts this request against its client's window; throws 429 with Retry-After once the limit is passed. */
export const enforceRateLimit = (request: Request, limit: RateLimit, now = Date.now()) =>
  countInWindow(limit, now, (w) => clientKey(request, w.bucket, w.windowStart));
