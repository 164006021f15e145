import type { Kpi } from '@/lib/content/kpis';
import { danishNumber } from '@/lib/format/danish-number';
import { formatDanishDate } from '@/lib/format/danish-date';
import { sourceHost } from '@/lib/kpi/format';

export function KpiList({ kpis }: { kpis: Kpi[] }) {
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-2">
      {kpis.map((kpi) => (
        <li key={kpi.slug} className="card flex flex-col gap-2">
          <h3 className="text-lg font-semibold text-ink">{kpi.name}</h3>
          <p className="text-sm text-slate-700">{kpi.description}</p>
          <p>
            <span className="text-3xl font-bold text-brand-700">{danishNumber(kpi.value)}</span>{' '}
            <span className="text-muted">{kpi.unit}</span>
          </p>
          <p className="text-sm text-muted">
            Periode: {formatDanishDate(kpi.period.from)} – {formatDanishDate(kpi.period.to)}
          </p>
          <p className="text-sm text-muted">
            Kilde:{' '}
            {kpi.sourceUrl ? (
              <a
                href={kpi.sourceUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand-700 underline"
              >
                {sourceHost(kpi.sourceUrl)}
                <span className="sr-only"> (åbner i nyt vindue)</span>
              </a>
            ) : (
              'intern opgørelse'
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
