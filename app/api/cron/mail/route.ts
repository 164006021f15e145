import { getDb } from '@/db/index';
import { apiHandler } from '@/lib/api';
import { drainOutbox } from '@/lib/mail/deliver';
import { cronRefusal, noStore } from '@/lib/api/cron';
import { json } from '@/lib/api/respond';

// A Vercel function may run 60 s by default; the drain stops claiming after 45 s so it finishes inside that.
export const maxDuration = 60;

// GET /api/cron/mail — every 5 minutes (vercel.json): sends due outbox mails and answers how many were sent, retried, failed.
// Without CRON_SECRET it answers 503, like /api/cron/purge, so the cron log says "not configured".
export const GET = apiHandler('GET /api/cron/mail', async (request: Request) => {
  const refusal = cronRefusal(
    request,
    'Afsendelse via HTTP er slået fra, fordi CRON_SECRET ikke er sat.',
  );
  if (refusal) return refusal;
  const report = await drainOutbox(await getDb(), { budgetMs: 45_000 });
  console.info(`[cron] mail ${JSON.stringify(report)}`);
  return json({ ok: true, ...report }, { status: 200, headers: noStore });
});
