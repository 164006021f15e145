// A rate-limit key that identifies a client within one window without storing or revealing its address.
import { createHmac, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';

// Without RATE_LIMIT_SALT each process salts on its own, so limits then hold per instance only (the README says to set it).
const salt = env.RATE_LIMIT_SALT ?? randomBytes(32).toString('hex');

/** The nearest proxy's view of the client: x-real-ip, else the last x-forwarded-for hop. */
export function clientAddress(request: Request): string {
  const real = request.headers.get('x-real-ip')?.trim();
  if (real) return real;
  const hops = request.headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return hops?.at(-1) ?? 'unknown';
}

/** HMAC of bucket, window and address: 64 hex chars, unlinkable across windows and buckets. */
export function clientKey(request: Request, bucket: string, windowStart: Date): string {
  return createHmac('sha256', salt)
    .update(`${bucket}\n${windowStart.toISOString()}\n${clientAddress(request)}`)
    .digest('hex');
}
