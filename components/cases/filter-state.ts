// The /cases filters live in the URL query (?afdeling=&status=&min=&max=) so a filtered view can be shared.
import type { CaseSummary } from './case-card';

export const HOURS_MIN = 0;
export const HOURS_MAX = 300;
export const HOURS_STEP = 20;

export type CaseFilters = { department: string; status: string; min: number; max: number };

export const defaultFilters: CaseFilters = {
  department: '',
  status: '',
  min: HOURS_MIN,
  max: HOURS_MAX,
};

const clampStep = (raw: string | null, fallback: number) => {
  const value = Number(raw);
  if (raw === null || raw === '' || !Number.isFinite(value)) return fallback;
  return Math.min(HOURS_MAX, Math.max(HOURS_MIN, Math.round(value / HOURS_STEP) * HOURS_STEP));
};

export function readFilters(params: Pick<URLSearchParams, 'get'>): CaseFilters {
  const min = clampStep(params.get('min'), HOURS_MIN);
  const max = clampStep(params.get('max'), HOURS_MAX);
  return {
    department: params.get('afdeling') ?? '',
    status: params.get('status') ?? '',
    min: Math.min(min, max),
    max: Math.max(min, max),
  };
}

/** Only non-default values go into the query, so the unfiltered page keeps its plain address. */
export function filtersToQuery(filters: CaseFilters): string {
  const params = new URLSearchParams();
  if (filters.department) params.set('afdeling', filters.department);
  if (filters.status) params.set('status', filters.status);
  if (filters.min !== HOURS_MIN) params.set('min', String(filters.min));
  if (filters.max !== HOURS_MAX) params.set('max', String(filters.max));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function applyFilters<T extends CaseSummary>(cases: T[], filters: CaseFilters): T[] {
  return cases.filter(
    (c) =>
      (!filters.department || c.department === filters.department) &&
      (!filters.status || c.status === filters.status) &&
      c.hoursSavedPerMonth >= filters.min &&
      c.hoursSavedPerMonth <= filters.max,
  );
}
