'use client';

import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { whenIdle, whenNearViewport } from '@/components/ui/on-view';
import type { KpiSeries } from '@/lib/content/kpis';
import { toView, type ChartView } from '@/lib/kpi/quarterly';
import { ChartTable } from './chart-table';

const CANVAS_ID = 'kpi-chart-canvas';
// chart.js (the heaviest code on the site) is fetched and evaluated only when the canvas's box comes near the viewport,
// with no time limit: the controls and the table hydrate without it (they must never wait on a scroll), and a phone
// that does not scroll to the chart never runs chart.js. Its evaluation then waits for an idle period.
const KpiCanvas = lazy(() =>
  whenNearViewport(CANVAS_ID, { fallback: false })
    .then(() => whenIdle())
    .then(() => import('./kpi-canvas'))
    .then((m) => ({ default: m.KpiCanvas })),
);

const defaultSeries = ['tid-sparet', 'dokumentation-reduktion'];

/** 'Udvikling Over Tid': its controls, the 400 px box of the canvas and the table; imported only by /kpi. */
export function KpiChart({ series }: { series: KpiSeries[] }) {
  const [selected, setSelected] = useState<string[]>(defaultSeries);
  const [view, setView] = useState<ChartView>('monthly');
  const viewId = useId();
  // The canvas is asked for after hydration, not in it (the server HTML has its empty 400 px box): hydrating the
  // controls and the table, then chart.js's first draw, are separate tasks on a slow phone.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDrawn(true), 0);
    return () => clearTimeout(timer);
  }, []);

  const shown = series
    .filter((s) => selected.includes(s.key))
    .map((s) => ({ ...s, points: toView(s.months, view) }));
  const labels = (shown[0] ?? { points: toView(series[0]?.months ?? [], view) }).points.map(
    (p) => p.label,
  );

  const toggle = (key: string) =>
    setSelected((current) =>
      current.includes(key) ? current.filter((k) => k !== key) : [...current, key],
    );

  return (
    <section className="card" aria-labelledby="kpi-chart-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="kpi-chart-title" className="text-2xl font-semibold text-ink">
          Udvikling Over Tid
        </h2>
        <div>
          <label htmlFor={viewId} className="block text-sm font-semibold text-ink">
            Visning
          </label>
          <select
            id={viewId}
            value={view}
            onChange={(e) => setView(e.target.value === 'quarterly' ? 'quarterly' : 'monthly')}
            className="mt-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm"
          >
            <option value="monthly">Månedlig</option>
            <option value="quarterly">Kvartalvis</option>
          </select>
        </div>
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-ink">Vis serier</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {series.map((s) => (
            <label key={s.key} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={selected.includes(s.key)}
                onChange={() => toggle(s.key)}
                className="h-4 w-4"
                style={{ accentColor: s.color }}
              />
              <span
                aria-hidden="true"
                className="inline-block h-3 w-3 rounded-full"
                style={{ background: s.color }}
              />
              {s.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div
        id={CANVAS_ID}
        className="relative mt-6 h-[400px]"
        data-testid="kpi-chart"
        data-view={view}
        data-series={shown.map((s) => s.key).join(',')}
      >
        {drawn && (
          <Suspense>
            <KpiCanvas labels={labels} shown={shown} />
          </Suspense>
        )}
      </div>
      <ChartTable labels={labels} series={shown} />
    </section>
  );
}
