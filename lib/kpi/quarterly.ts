// The KPI chart's two views: months as they are, or quarters ('YYYY Qn') with the rounded average of their months.
export type MonthPoint = { month: string; value: number };
export type ChartPoint = { label: string; value: number };
export type ChartView = 'monthly' | 'quarterly';

const monthNames = [
  'jan',
  'feb',
  'mar',
  'apr',
  'maj',
  'jun',
  'jul',
  'aug',
  'sep',
  'okt',
  'nov',
  'dec',
];

/** '2024-03' → 'mar 2024' (fixed names so server and browser agree). */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${monthNames[Number(m) - 1]} ${year}`;
}

/** '2024-05' → '2024 Q2'. */
export function quarterOf(month: string): string {
  const [year, m] = month.split('-');
  return `${year} Q${Math.ceil(Number(m) / 3)}`;
}

/** Groups months into quarters in time order; each value is Math.round of the average of that quarter's months. */
export function groupByQuarter(points: MonthPoint[]): ChartPoint[] {
  const groups = new Map<string, number[]>();
  for (const point of [...points].sort((a, b) => a.month.localeCompare(b.month))) {
    const quarter = quarterOf(point.month);
    groups.set(quarter, [...(groups.get(quarter) ?? []), point.value]);
  }
  return [...groups].map(([label, values]) => ({
    label,
    value: Math.round(values.reduce((sum, v) => sum + v, 0) / values.length),
  }));
}

export function toView(points: MonthPoint[], view: ChartView): ChartPoint[] {
  if (view === 'quarterly') return groupByQuarter(points);
  return [...points]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((p) => ({ label: monthLabel(p.month), value: p.value }));
}
