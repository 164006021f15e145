// "Send nu" (issue 45): the send's first batch is enqueued and handed to the mail server right after the answer, as the
// forms' mails are (sendSoon), instead of waiting for the next cron tick; the newsletter cron goes on with the rest.
import { getDb } from '../../db/index';
import { drainOutbox } from '../mail/deliver';
import { afterResponse } from '../mail/send-soon';
import { runDueSends } from './sends';

/**
 * After the response: this send's first batch into the outbox, then a drain within NEWSLETTER_RATE (shared with every
 * other drainer, so a cron tick running at the same time sends nothing twice and nothing faster). The budgets are the
 * newsletter cron's, so the work fits the same function time limit on Vercel.
 */
export function startSendSoon(sendId: number) {
  afterResponse('newsletter start', async () => {
    const db = await getDb();
    await runDueSends(db, new Date(), { only: sendId, maxBatches: 1, budgetMs: 20_000 });
    await drainOutbox(db, { budgetMs: 25_000 });
  });
}
