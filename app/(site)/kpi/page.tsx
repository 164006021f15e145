import Link from '@/components/ui/link';
import { KpiChartOnView } from '@/components/kpi/kpi-chart-on-view';
import { KpiList } from '@/components/kpi/kpi-list';
import { getKpis, getKpiSeries } from '@/lib/content/kpis';
import { getKpiHeadline } from '@/lib/content/sections';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { PartyJsonLd } from '@/components/seo/party-json-ld';

export const metadata = pageMetadata({
  title: 'KPI Dashboard',
  description: `Fiktive nøgletal for digitalisering og AI i ${site.municipality}: sparet tid, sagsbehandlingstid, selvbetjening og uddannelse.`,
  path: '/kpi',
});

export default function KpiPage() {
  return (
    <div className="container-page space-y-12 py-12">
      <PartyJsonLd />
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">KPI Dashboard</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">
          Sådan kunne vi følge, om digitalisering og AI faktisk giver mere tid til borgerne i{' '}
          {site.municipality}. Tallene er fiktive og viser, hvordan vi vil måle og dele resultaterne
          åbent.
        </p>
      </header>

      <section aria-labelledby="headline-title">
        <h2 id="headline-title" className="sr-only">
          Nøgletal
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {getKpiHeadline().map((kpi) => (
            <li key={kpi.label} className="card">
              <p className="text-3xl font-bold text-brand-700">{kpi.value}</p>
              <p className="text-sm font-medium text-ink">{kpi.unit}</p>
              <p className="mt-2 text-sm text-muted">{kpi.label}</p>
            </li>
          ))}
        </ul>
      </section>

      <KpiChartOnView series={getKpiSeries()} />

      <section aria-labelledby="all-kpis">
        <h2 id="all-kpis" className="text-2xl font-semibold text-ink">
          Alle KPI&apos;er
        </h2>
        <KpiList kpis={getKpis()} />
      </section>

      <p>
        <Link href="/vision" className="btn-primary">
          Læs vores vision
        </Link>
      </p>
    </div>
  );
}
