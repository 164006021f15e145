// Who may run the purge over HTTP: whoever sends `Authorization: Bearer $CRON_SECRET` (Vercel Cron does so by itself).
import { createHash, timingSafeEqual } from 'node:crypto';

export type CronAuth = 'ok' | 'unauthorized' | 'disabled';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares SHA-256 digests (always 32 bytes) in constant time, so neither content nor length leaks through timing. */
export function authorizeCron(authorization: string | null, secret: string | undefined): CronAuth {
  if (!secret) return 'disabled';
  return timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${secret}`))
    ? 'ok'
    : 'unauthorized';
}
