// KPIs (content/kpis/<key>.json): the file name is the KPI key; five of them carry the monthly 2024 series for /kpi.
import { z } from 'zod';
import { type Entry } from './collection';
import { defineCollection, sortByOrder } from './define';
import { kpisEditor } from './kpis.editor';
import { findDuplicates } from './issues';
import { folderSlugs } from './folder-slugs';

/** The series the /kpi chart offers (spec §3); the first and last are selected by default. */
const seriesKeys = ['tid-sparet', 'sagsbehandlingstid', 'selvbetjening', 'ai-uddannelse', 'dokumentation-reduktion'] as const;

const isoDate = z.iso.date({ error: 'Skriv datoen som ÅÅÅÅ-MM-DD, fx 2024-01-31' });

const monthPoint = z.object({
  month: z.string().regex(/^2024-(0[1-9]|1[0-2])$/, 'Måneden skal skrives som ÅÅÅÅ-MM og ligge i 2024, fx 2024-03'),
  value: z.number({ error: 'Værdien skal være et tal' }),
});

const kpiSchema = z
  .object({
    order: z.number().int(),
    name: z.string().trim().min(3),
    description: z.string().trim().min(10),
    value: z.number({ error: 'Værdien skal være et tal' }),
    unit: z.string().trim().min(1),
    period: z.object({ from: isoDate, to: isoDate }),
    sourceUrl: z.url({ protocol: /^https?$/, error: 'Kilden skal være en fuld adresse med https://, eller null' }).nullable(),
    series: z
      .object({
        label: z.string().trim().min(3),
        color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Farven skal være en hex-farve som #0b5a53'),
        months: z.array(monthPoint).min(1),
      })
      .optional(),
  })
  .refine((kpi) => kpi.period.from <= kpi.period.to, { path: ['period', 'to'], message: 'Slutdatoen ligger før startdatoen' });

export type Kpi = Entry<z.output<typeof kpiSchema>>;
export type KpiSeries = { key: string; label: string; color: string; months: { month: string; value: number }[] };

function readKpis(items: Kpi[]) {
  const issues = sortByOrder(items);
  for (const kpi of items) {
    issues.push(...findDuplicates(kpi.series?.months ?? [], (p) => p.month, () => kpi.file, 'series.months'));
  }
  for (const key of seriesKeys) {
    if (!items.some((k) => k.slug === key && k.series)) {
      issues.push({ file: `content/kpis/${key}.json`, field: 'series', message: 'Grafen på /kpi skal have en månedlig serie for denne KPI' });
    }
  }
  return { items, issues };
}

export const kpis = defineCollection(kpisEditor, {
  schema: kpiSchema,
  read: readKpis,
});

export const getKpis = kpis.all;
export const getKpiByKey = kpis.bySlug;
export const checkKpis = kpis.check;

/** The monthly 2024 series in chart order, months sorted. */
export function getKpiSeries(): KpiSeries[] {
  return seriesKeys.flatMap((key) => {
    const series = getKpiByKey(key)?.series;
    if (!series) return [];
    return [{ key, label: series.label, color: series.color, months: [...series.months].sort((a, b) => a.month.localeCompare(b.month)) }];
  });
}

/** KPI keys of every file in content/kpis, valid or not, so one broken KPI file does not also break each case that links it. */
export const kpiKeysIn = (root: string) => new Set(folderSlugs(root, 'kpis'));
