import { getDb } from '@/db/index';
import { apiHandler } from '@/lib/api';
import { cronRefusal, noStore } from '@/lib/api/cron';
import { json } from '@/lib/api/respond';
import { valgConfig } from '@/lib/valgaften/config';
import { runValgFetch } from '@/lib/valgaften/fetch';

export const maxDuration = 60;

// GET /api/cron/valgaften — every minute (vercel.json): fetches the new official result files from VALG_SOURCE and
// stores the good ones as snapshots (lib/valgaften/fetch.ts). Without CRON_SECRET it answers 503 like the other crons.
export const GET = apiHandler('GET /api/cron/valgaften', async (request: Request) => {
  const refusal = cronRefusal(
    request,
    'Hentning af valgresultater via HTTP er slået fra, fordi CRON_SECRET ikke er sat.',
  );
  if (refusal) return refusal;
  const report = await runValgFetch(await getDb(), valgConfig(), { budgetMs: 45_000 });
  console.info(`[cron] valgaften ${JSON.stringify(report)}`);
  return json({ ok: !report.error, ...report }, { status: 200, headers: noStore });
});
