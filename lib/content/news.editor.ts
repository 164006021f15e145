// The editor's fields for content/news, beside the zod schema in news.ts that checks the same keys (the parity test
// holds them together). Kept apart from the loader so the editor's browser code never bundles file access.
import type { EditorCollectionEntry } from '@/lib/editor/fields';

export const newsEditor = {
  name: 'news',
  folder: 'news',
  editor: ({ body, date, kept, relations, text, titleWithSlug }) => ({
    label: 'Nyheder',
    columns: ['title', 'date'],
    schema: {
      title: titleWithSlug('Titel', 'Overskriften. Højst 110 tegn.', 110),
      date: date('Dato', 'Udgivelsesdatoen.'),
      updated: date(
        'Rettet',
        'Dato for en senere rettelse; tom, hvis indlægget er som første gang udgivet. Ikke før udgivelsesdatoen.',
        false,
      ),
      author: text(
        'Forfatter',
        'En kandidats filnavn i content/candidates (fx "mette-lund-hansen") eller "parti" for partiet.',
        { pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/ },
      ),
      summary: text('Resumé', 'Kort tekst til listen og feeds. Højst 300 tegn.', {
        max: 300,
        multiline: true,
      }),
      areas: relations('Politikområder', 'Politikområder, indlægget handler om.', 'policyAreas'),
      image: kept(),
      firstPublished: kept(),
      locale: kept(),
      body: body('Tekst', 'Indlæggets tekst i Markdown.'),
    },
  }),
} satisfies EditorCollectionEntry;
