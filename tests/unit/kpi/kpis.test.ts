import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkKpis, getKpis, getKpiSeries } from '@/lib/content/kpis';
import { formatDanishDate as danishDate } from '@/lib/format/danish-date';
import { sourceHost } from '@/lib/kpi/format';

describe('KPI collection', () => {
  it('has the eight KPIs and the five monthly 2024 series in chart order', () => {
    expect(getKpis()).toHaveLength(8);
    const series = getKpiSeries();
    expect(series.map((s) => s.key)).toEqual([
      'tid-sparet',
      'sagsbehandlingstid',
      'selvbetjening',
      'ai-uddannelse',
      'dokumentation-reduktion',
    ]);
    for (const s of series)
      expect(s.months.map((m) => m.month)).toEqual(
        Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`),
      );
  });

  it('reports months outside 2024, a reversed period and a bad source URL', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kpis-'));
    fs.mkdirSync(path.join(root, 'kpis'));
    const kpi = {
      order: 1,
      name: 'Prøve',
      description: 'En beskrivelse der er lang nok',
      value: 1,
      unit: 'stk',
      period: { from: '2024-12-31', to: '2024-01-01' },
      sourceUrl: 'ftp://x.example',
      series: { label: 'Prøveserie', color: '#000000', months: [{ month: '2023-12', value: 1 }] },
    };
    fs.writeFileSync(path.join(root, 'kpis', 'tid-sparet.json'), JSON.stringify(kpi));
    const issues = checkKpis(root);
    const byField = Object.fromEntries(
      issues.filter((i) => i.file.endsWith('tid-sparet.json')).map((i) => [i.field, i.message]),
    );
    expect(byField['series.months.0.month']).toBe(
      'Måneden skal skrives som ÅÅÅÅ-MM og ligge i 2024, fx 2024-03',
    );
    expect(byField.sourceUrl).toMatch(/https:\/\//);
    // The period refine runs only once the rest is valid; fix the rest and it shows.
    fs.writeFileSync(
      path.join(root, 'kpis', 'tid-sparet.json'),
      JSON.stringify({ ...kpi, sourceUrl: null, series: undefined }),
    );
    expect(checkKpis(root)).toEqual(
      expect.arrayContaining([
        // Findings also carry where they point (path, atKey) for the line:column of the content check.
        expect.objectContaining({
          file: 'content/kpis/tid-sparet.json',
          field: 'period.to',
          message: 'Slutdatoen ligger før startdatoen',
        }),
        expect.objectContaining({
          file: 'content/kpis/selvbetjening.json',
          field: 'series',
          message: 'Grafen på /kpi skal have en månedlig serie for denne KPI',
        }),
      ]),
    );
  });

  it('formats periods in Danish and shows the source host', () => {
    expect(danishDate('2024-01-01')).toBe('1. januar 2024');
    expect(danishDate('2024-12-31')).toBe('31. december 2024');
    expect(sourceHost('https://data.lyngbaek-kommune.example/digitalisering/x')).toBe(
      'data.lyngbaek-kommune.example',
    );
  });
});
