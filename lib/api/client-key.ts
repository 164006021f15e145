// A rate-limit key that identifies a client within one window without storing or revealing its address.
import { createHmac, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';

// Without RATE_LIMIT_SALT each process salts on its own, so limits then hold per instance only.
const salt = env.RATE_LIMIT_SALT ?? randomBytes(32).toString('hex');
if (!env.RATE_LIMIT_SALT && env.RATE_LIMIT_ENABLED && env.NODE_ENV === 'production') {
  console.warn('[api] RATE_LIMIT_SALT is not set: rate limits hold per server instance only.');
}

/**
 * The client as the outermost trusted proxy saw it. Each proxy appends the address it received from, so with
 * `hops` trusted proxies in front the client is the hops-th entry from the right; entries left of it are whatever
 * the client sent. 0 hops trusts no header (all clients share one key): `next start` and the standalone server keep
 * a client-sent X-Forwarded-For as is and only fill it in with the socket address when it is missing.
 */
export function clientAddress(request: Request, hops: number = env.TRUSTED_PROXY_HOPS): string {
  if (hops === 0) return 'direct';
  const entries = request.headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (entries?.length) return entries[Math.max(0, entries.length - hops)] ?? 'unknown';
  return request.headers.get('x-real-ip')?.trim() || 'unknown';
}

/** HMAC of bucket, window and address: 64 hex chars, unlinkable across windows and buckets. */
export function clientKey(request: Request, bucket: string, windowStart: Date, hops?: number): string {
  return createHmac('sha256', salt)
    .update(`${bucket}\n${windowStart.toISOString()}\n${clientAddress(request, hops)}`)
    .digest('hex');
}

/** The same HMAC for a value that is not the network address (an email address for a per-address limit). */
export function valueKey(bucket: string, windowStart: Date, value: string): string {
  return createHmac('sha256', salt).update(`${bucket}\n${windowStart.toISOString()}\n${value}`).digest('hex');
}
