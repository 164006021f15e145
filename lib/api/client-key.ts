// A rate-limit key that identifies a client within one window without storing or revealing its address.
import { createHmac, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';

// Without RATE_LIMIT_SALT each process salts on its own, so limits then hold per instance only.
const salt = env.RATE_LIMIT_SALT ?? randomBytes(32).toString('hex');
if (!env.RATE_LIMIT_SALT && env.RATE_LIMIT_ENABLED && env.NODE_ENV === 'production') {
  console.warn('[api] RATE_LIMIT_SALT is not set: rate limits hold per server instance only.');
}

/**
 * The client as the nearest proxy saw it: the last x-forwarded-for hop (a proxy appends it; Vercel and
 * `next start` set it), else x-real-ip. A naked `next start` keeps a client-sent header, so put a proxy in front.
 */
function clientAddress(request: Request): string {
  const hops = request.headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return hops?.at(-1) ?? request.headers.get('x-real-ip')?.trim() ?? 'unknown';
}

/** HMAC of bucket, window and address: 64 hex chars, unlinkable across windows and buckets. */
export function clientKey(request: Request, bucket: string, windowStart: Date): string {
  return createHmac('sha256', salt)
    .update(`${bucket}\n${windowStart.toISOString()}\n${clientAddress(request)}`)
    .digest('hex');
}
