import { getDb } from '@/db/index';
import { apiHandler } from '@/lib/api';
import { cronRefusal, noStore } from '@/lib/api/cron';
import { json } from '@/lib/api/respond';
import { drainOutbox } from '@/lib/mail/deliver';
import { runDueSends } from '@/lib/newsletter/sends';
import { now } from '@/lib/time/clock';

// A Vercel function may run 60 s by default: enqueueing stops starting batches after 20 s, the drain after 25 more.
export const maxDuration = 60;

// GET /api/cron/newsletter — every minute (vercel.json): enqueues the newsletter sends that are due, batch by batch,
// then sends what the outbox holds within NEWSLETTER_RATE. Without CRON_SECRET it answers 503 like the other crons.
export const GET = apiHandler('GET /api/cron/newsletter', async (request: Request) => {
  const refusal = cronRefusal(
    request,
    'Udsendelse af nyhedsbreve via HTTP er slået fra, fordi CRON_SECRET ikke er sat.',
  );
  if (refusal) return refusal;
  const db = await getDb();
  const tick = await runDueSends(db, now(), { budgetMs: 20_000 });
  const mail = await drainOutbox(db, { budgetMs: 25_000 });
  console.info(`[cron] newsletter ${JSON.stringify({ ...tick, ...mail })}`);
  return json({ ok: true, ...tick, ...mail }, { status: 200, headers: noStore });
});
