// NEWSLETTER_RATE ("<mails>/<seconds>", e.g. 10/1): one send rate for the whole site, counted in the database
// (db/queries/newsletter-sends.ts takeSendTokens) so that every drainer on every instance shares it. Unset: unlimited.
import {
  returnSendTokens,
  takeSendTokens,
  type Executor,
  type RateGrant,
} from '../../db/queries/newsletter-sends';
import { env } from '../env.js';

export type SendRate = { capacity: number; seconds: number };

const BUCKET = 'newsletter';

function parseRate(spec: string | undefined): SendRate | null {
  const match = spec ? /^(\d+)\/(\d+)$/.exec(spec) : null;
  return match ? { capacity: Number(match[1]), seconds: Number(match[2]) } : null;
}

export const newsletterRate = (): SendRate | null => parseRate(env.NEWSLETTER_RATE);

/**
 * The window the database counts in: the configured one cut into d equal slices of capacity/d (d the largest divisor
 * of the capacity up to 10, slices no shorter than 250 ms), so copies go out spread over the window, not in one burst
 * at its start, and any stretch of `seconds` sees at most capacity + capacity/d (50/1: 25 mails per 500 ms; a slice a worker misses is not made up).
 */
export function countingWindow({ capacity, seconds }: SendRate): SendRate {
  let slices = 1;
  for (let d = 2; d <= 10; d++) if (capacity % d === 0 && (seconds * 1000) / d >= 250) slices = d;
  return { capacity: capacity / slices, seconds: seconds / slices };
}

export const takeNewsletterTokens = (ex: Executor, rate: SendRate, want: number) =>
  takeSendTokens(ex, { bucket: BUCKET, ...countingWindow(rate), want });

export const returnNewsletterTokens = (ex: Executor, grant: RateGrant, unused: number) =>
  returnSendTokens(ex, BUCKET, grant, unused);
