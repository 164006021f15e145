import type { Kpi } from '@/lib/content/kpis';
import { danishNumber } from '@/lib/format/danish-number';
import { sourceHost } from '@/lib/kpi/format';

export function RelatedKpis({ kpis }: { kpis: Kpi[] }) {
  return (
    <section className="card" aria-labelledby="related-kpis">
      <h2 id="related-kpis" className="text-xl font-semibold text-ink">
        Relaterede KPI&apos;er
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {kpis.map((kpi) => (
          <li key={kpi.slug} className="rounded-lg border border-slate-200 p-4">
            <h3 className="font-semibold text-ink">{kpi.name}</h3>
            <p className="mt-1 text-sm text-slate-700">{kpi.description}</p>
            <p className="mt-2">
              <span className="text-2xl font-bold text-brand-700">{danishNumber(kpi.value)}</span>{' '}
              <span className="text-sm text-muted">{kpi.unit}</span>
            </p>
            {kpi.sourceUrl && (
              <a
                href={kpi.sourceUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 inline-block text-sm font-medium text-brand-700 underline"
              >
                Kilde: {sourceHost(kpi.sourceUrl)}
                <span className="sr-only"> (åbner i nyt vindue)</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
