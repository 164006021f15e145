import { getDb } from '@/db/index';
import { apiHandler } from '@/lib/api';
import { env } from '@/lib/env';
import { drainOutbox } from '@/lib/mail/deliver';
import { authorizeCron } from '@/lib/stewardship/cron-auth';
import { json } from '@/lib/api/respond';

const noStore = { 'Cache-Control': 'no-store' };

// A Vercel function may run 60 s by default; the drain stops claiming after 45 s so it finishes inside that.
export const maxDuration = 60;

// GET /api/cron/mail — every 5 minutes (vercel.json): sends due outbox mails and answers how many were sent, retried, failed.
// Without CRON_SECRET it answers 503, like /api/cron/purge, so the cron log says "not configured".
export const GET = apiHandler('GET /api/cron/mail', async (request: Request) => {
  const auth = authorizeCron(request.headers.get('authorization'), env.CRON_SECRET);
  if (auth === 'disabled') {
    return json(
      { error: { code: 'cron_disabled', message: 'Afsendelse via HTTP er slået fra, fordi CRON_SECRET ikke er sat.' } },
      { status: 503, headers: noStore },
    );
  }
  if (auth === 'unauthorized') {
    return json(
      { error: { code: 'unauthorized', message: 'Manglende eller forkert adgangsnøgle.' } },
      { status: 401, headers: { ...noStore, 'WWW-Authenticate': 'Bearer' } },
    );
  }
  const report = await drainOutbox(await getDb(), { budgetMs: 45_000 });
  console.info(`[cron] mail ${JSON.stringify(report)}`);
  return json({ ok: true, ...report }, { status: 200, headers: noStore });
});
