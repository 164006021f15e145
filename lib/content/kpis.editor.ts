// The editor's fields for content/kpis, beside the zod schema in kpis.ts that checks the same keys (the parity test
// holds them together). Kept apart from the loader so the editor's browser code never bundles file access.
import type { EditorCollectionEntry } from '@/lib/editor/fields';

export const kpisEditor = {
  name: 'kpis',
  folder: 'kpis',
  editor: ({ date, fields, integer, kept, number, text, titleWithSlug, ORDER_HINT }) => ({
    label: 'Nøgletal (KPI)',
    format: { data: 'json' },
    slugField: 'name',
    schema: {
      order: integer('Rækkefølge', ORDER_HINT),
      name: titleWithSlug('Navn', 'Nøgletallets navn. Mindst 3 tegn. Filnavnet er nøglen, cases henviser til.'),
      description: text('Beskrivelse', 'Hvad tallet måler. Mindst 10 tegn.', {
        min: 10,
        multiline: true,
      }),
      value: number('Værdi', 'Det aktuelle tal.'),
      unit: text('Enhed', 'Fx "%" eller "timer/md".'),
      period: fields.object(
        {
          from: date('Fra', 'Periodens første dag.'),
          to: date('Til', 'Periodens sidste dag; ikke før "Fra".'),
        },
        { label: 'Periode', description: 'Den periode, tallet gælder.' },
      ),
      sourceUrl: kept(),
      series: kept(),
    },
  }),
} satisfies EditorCollectionEntry;
