'use client';

import { useSearchParams } from 'next/navigation';
import { caseStatuses, statusLabel } from '@/lib/content/case-status';
import type { CaseSummary } from './case-card';
import { CaseResults } from './case-results';
import {
  applyFilters,
  defaultFilters,
  filtersToQuery,
  HOURS_MAX,
  HOURS_MIN,
  HOURS_STEP,
  readFilters,
  type CaseFilters,
} from './filter-state';

const fieldClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-ink';

/** Filter bar + results; the URL query is the only state, so reload and shared links show the same view. */
export function CaseExplorer({
  cases,
  departments,
}: {
  cases: CaseSummary[];
  departments: string[];
}) {
  const filters = readFilters(useSearchParams());
  const shown = applyFilters(cases, filters);

  // history.replaceState updates useSearchParams without a server round trip (the page is static).
  const update = (next: Partial<CaseFilters>) => {
    const merged = { ...filters, ...next };
    window.history.replaceState(null, '', `${window.location.pathname}${filtersToQuery(merged)}`);
  };

  return (
    <>
      <form
        className="card grid gap-4 md:grid-cols-3"
        aria-label="Filtrér cases"
        onSubmit={(e) => e.preventDefault()}
      >
        <div>
          <label htmlFor="filter-afdeling" className="text-sm font-semibold text-ink">
            Afdeling
          </label>
          <select
            id="filter-afdeling"
            className={fieldClass}
            value={filters.department}
            onChange={(e) => update({ department: e.target.value })}
          >
            <option value="">Alle Afdelinger</option>
            {departments.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-status" className="text-sm font-semibold text-ink">
            Status
          </label>
          <select
            id="filter-status"
            className={fieldClass}
            value={filters.status}
            onChange={(e) => update({ status: e.target.value })}
          >
            <option value="">Alle Statuser</option>
            {caseStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-ink">
            Tid sparet pr. måned: {filters.min}–{filters.max} timer
          </legend>
          <label htmlFor="filter-min" className="mt-1 block text-xs text-muted">
            Mindst (timer pr. måned)
          </label>
          <input
            id="filter-min"
            type="range"
            className="w-full accent-brand-700"
            min={HOURS_MIN}
            max={HOURS_MAX}
            step={HOURS_STEP}
            value={filters.min}
            onChange={(e) => update({ min: Math.min(Number(e.target.value), filters.max) })}
          />
          <label htmlFor="filter-max" className="block text-xs text-muted">
            Højst (timer pr. måned)
          </label>
          <input
            id="filter-max"
            type="range"
            className="w-full accent-brand-700"
            min={HOURS_MIN}
            max={HOURS_MAX}
            step={HOURS_STEP}
            value={filters.max}
            onChange={(e) => update({ max: Math.max(Number(e.target.value), filters.min) })}
          />
        </fieldset>
      </form>
      <CaseResults
        shown={shown}
        total={cases.length}
        reset={
          <button type="button" className="btn-primary mt-4" onClick={() => update(defaultFilters)}>
            Nulstil Filtre
          </button>
        }
      />
    </>
  );
}
