import 'server-only';
// What Kampagnerummet's Valgaften page does, each step written to the audit log.
import type { Database } from '@/db/client';
import { recordAudit } from '@/db/queries/admin/audit';
import { setValgBanner } from '@/db/queries/valgaften';
import { valgConfig } from './config';
import { runValgFetch, type FetchReport } from './fetch';
import { forgetValgView } from './read';

export async function switchValgBanner(db: Database, on: boolean, actor: string) {
  await setValgBanner(db, on, actor);
  await recordAudit(db, actor, 'valg_banner', on ? 'til' : 'fra');
  forgetValgView();
}

export async function fetchValgNow(db: Database, actor: string): Promise<FetchReport> {
  const report = await runValgFetch(db, valgConfig(), { budgetMs: 45_000 });
  await recordAudit(
    db,
    actor,
    'valg_fetch',
    `${report.accepted} godkendt, ${report.refused} afvist`,
  );
  forgetValgView();
  return report;
}
