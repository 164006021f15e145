// NEWSLETTER_RATE ("<mails>/<seconds>", e.g. 10/1): one send rate for the whole site, counted in the database
// (db/queries/newsletter-sends.ts takeSendTokens) so that every drainer on every instance shares it. Unset: unlimited.
import { returnSendTokens, takeSendTokens, type Executor, type RateGrant } from '../../db/queries/newsletter-sends';
import { env } from '../env.js';

export type SendRate = { capacity: number; seconds: number };

const BUCKET = 'newsletter';

export function parseRate(spec: string | undefined): SendRate | null {
  const match = spec ? /^(\d+)\/(\d+)$/.exec(spec) : null;
  return match ? { capacity: Number(match[1]), seconds: Number(match[2]) } : null;
}

export const newsletterRate = (): SendRate | null => parseRate(env.NEWSLETTER_RATE);

export const takeNewsletterTokens = (ex: Executor, rate: SendRate, want: number) =>
  takeSendTokens(ex, { bucket: BUCKET, ...rate, want });

export const returnNewsletterTokens = (ex: Executor, grant: RateGrant, unused: number) =>
  returnSendTokens(ex, BUCKET, grant, unused);
