import { getDb } from '@/db/index';
import { purgeExpired } from '@/lib/stewardship/purge';
import { apiHandler } from '@/lib/api';
import { cronRefusal, noStore } from '@/lib/api/cron';
import { json } from '@/lib/api/respond';

// GET /api/cron/purge — daily (vercel.json): deletes rows past retention and answers how many per table.
// Without CRON_SECRET it answers 503, not 404: the cron log then says "not configured" instead of looking like a wrong path.
export const GET = apiHandler('GET /api/cron/purge', async (request: Request) => {
  const refusal = cronRefusal(
    request,
    'Oprydning via HTTP er slået fra, fordi CRON_SECRET ikke er sat.',
  );
  if (refusal) return refusal;
  const deleted = await purgeExpired(await getDb());
  console.info(`[cron] purge removed ${JSON.stringify(deleted)}`);
  return json({ ok: true, deleted }, { status: 200, headers: noStore });
});
