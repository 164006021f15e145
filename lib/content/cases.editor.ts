// The editor's fields for content/cases, beside the zod schema in cases.ts that checks the same keys (the parity test
// holds them together). Kept apart from the loader so the editor's browser code never bundles file access.
import type { EditorCollectionEntry } from '@/lib/editor/fields';
import { caseStatuses } from './case-status';

export const casesEditor = {
  name: 'cases',
  folder: 'cases',
  editor: ({ body, image, integer, kept, list, nameAndLink, number, relations, select, text, titleWithSlug, ORDER_HINT }) => ({
    label: 'Cases',
    schema: {
      order: integer('Rækkefølge', `${ORDER_HINT} De første seks vises i widgetten til partnersider.`),
      title: titleWithSlug('Titel', 'Casens titel. Mindst 3 tegn.'),
      department: text(
        'Forvaltning',
        'Den afdeling, casen hører til, fx "Borgerservice". Bruges som filter på /cases. Mindst 2 tegn.',
        { min: 2 },
      ),
      status: select('Status', 'Hvor langt casen er.', caseStatuses, 'idé', {
        drift: 'I drift',
        pilot: 'Pilot',
        idé: 'Idéfase',
      }),
      problem: text('Problem', 'Hvad var problemet? Mindst 10 tegn.', { min: 10, multiline: true }),
      solution: text('Løsning', 'Hvad gør løsningen? Mindst 10 tegn.', { min: 10, multiline: true }),
      impactValue: number('Effekt (tal)', 'Effekten som et tal, fx 35.'),
      impactUnit: text('Effekt (enhed)', 'Enheden for effekten, fx "% kortere ventetid".'),
      hoursSavedPerMonth: number('Timer sparet pr. måned', 'Medarbejdertimer sparet pr. måned, et tal på 0 eller mere.'),
      image: image('Billede', 'Et billede øverst på casens side (vises i formatet 16:9). Kan udelades.', 'cases'),
      imageAlt: text(
        'Billedets tekst (alt)',
        'Hvad billedet viser, til skærmlæsere og hvis billedet ikke kan vises. Skal udfyldes, når der er et billede. Højst 200 tegn.',
        { required: false, max: 200 },
      ),
      kpis: relations('Nøgletal', 'De KPI’er på /kpi, casen bidrager til.', 'kpis'),
      attachments: list(nameAndLink('Bilag'), 'Bilag', 'Filer eller links, der hører til casen.'),
      locale: kept(),
      body: body('Før og efter', 'Sammenligningen før og efter i Markdown.'),
    },
  }),
} satisfies EditorCollectionEntry;
