import type { Metadata } from 'next';
import { getDb } from '@/db/index';
import { analyticsTotals, pageViewsPerDay } from '@/db/queries/admin/stats';
import { requireAdmin } from '@/lib/auth';
import { now } from '@/lib/time/clock';
import { danishDay } from '@/lib/stewardship/retention';
import { BarChart } from '../../_components/bar-chart';
import { PageHead } from '../../_components/page-head';
import { RoomTable } from '../../_components/room-table';

export const metadata: Metadata = { title: 'Besøg' };

const DAYS = 30;

export default async function VisitsPage() {
  await requireAdmin();
  const from = danishDay(new Date(now().getTime() - (DAYS - 1) * 86_400_000));
  const db = await getDb();
  const [perDay, pages, demos] = await Promise.all([
    pageViewsPerDay(db, from),
    analyticsTotals(db, 'pageview', from).then((rows) => rows.slice(0, 20)),
    analyticsTotals(db, 'ai_demo', from),
  ]);
  const total = perDay.reduce((n, d) => n + d.views, 0);
  return (
    <>
      <PageHead
        title="Besøg"
        intro={`Sidevisninger de sidste ${DAYS} dage (${total} i alt), fra sitets cookiefri tællere: ét tal pr. side og dag, intet om den besøgende.`}
      />
      <BarChart
        title="Sidevisninger pr. dag"
        bars={perDay.map((d) => ({ label: d.day, value: d.views }))}
      />
      <RoomTable
        caption="Sidevisninger pr. dag (tabel)"
        header={['Dag', 'Visninger']}
        rows={perDay.map((d) => [d.day, d.views])}
      />
      <RoomTable
        caption="Mest sete sider"
        header={['Side', 'Visninger']}
        rows={pages.map((p) => [p.name, p.total])}
      />
      <RoomTable
        caption="Brug af AI-demoer"
        header={['Demo', 'Antal']}
        rows={demos.map((d) => [d.name, d.total])}
      />
    </>
  );
}
