import { getDb } from '@/db/index';
import { purgeExpired } from '@/db/queries/retention';
import { apiHandler } from '@/lib/api';
import { env } from '@/lib/env';
import { authorizeCron } from '@/lib/stewardship/cron-auth';
import { json } from '@/lib/api/respond';

const noStore = { 'Cache-Control': 'no-store' };

// GET /api/cron/purge — daily (vercel.json): deletes rows past retention and answers how many per table.
// Without CRON_SECRET it answers 503, not 404: the cron log then says "not configured" instead of looking like a wrong path.
export const GET = apiHandler('GET /api/cron/purge', async (request: Request) => {
  const auth = authorizeCron(request.headers.get('authorization'), env.CRON_SECRET);
  if (auth === 'disabled') {
    return json(
      { error: { code: 'cron_disabled', message: 'Oprydning via HTTP er slået fra, fordi CRON_SECRET ikke er sat.' } },
      { status: 503, headers: noStore },
    );
  }
  if (auth === 'unauthorized') {
    return json(
      { error: { code: 'unauthorized', message: 'Manglende eller forkert adgangsnøgle.' } },
      { status: 401, headers: { ...noStore, 'WWW-Authenticate': 'Bearer' } },
    );
  }
  const deleted = await purgeExpired(await getDb());
  console.info(`[cron] purge removed ${JSON.stringify(deleted)}`);
  return json({ ok: true, deleted }, { status: 200, headers: noStore });
});
