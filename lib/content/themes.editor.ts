// The editor's fields for content/themes, beside the zod schema in themes.ts that checks the same keys (the parity test
// holds them together). Kept apart from the loader so the editor's browser code never bundles file access.
import type { EditorCollectionEntry } from '@/lib/editor/fields';

export const themesEditor = {
  name: 'themes',
  folder: 'themes',
  editor: ({ body, highlight, icon, list, relations, text, titleWithSlug }) => ({
    label: 'Temaer',
    schema: {
      title: titleWithSlug('Titel', 'Temaets titel. Filnavnet må ikke være et politikområdes.'),
      icon: icon(),
      description: text('Beskrivelse', 'Til kort og søgemaskiner. Højst 160 tegn.', { max: 160 }),
      intro: text('Intro', 'Introduktionen.', { multiline: true }),
      highlights: list(highlight(), 'Kort', 'Fremhævede kort: 2 til 6.', { min: 2, max: 6 }),
      quote: text('Citat', 'Et citat, der vises på siden.', { multiline: true }),
      relatedThemes: relations('Relaterede temaer', 'Andre temaer (ikke temaet selv).', 'themes'),
      body: body('Brødtekst', 'Ekstra tekst i Markdown (kan være tom).'),
    },
  }),
} satisfies EditorCollectionEntry;
