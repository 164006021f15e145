// The editor's fields for content/pages, beside the zod schema in pages.ts that checks the same keys (the parity test
// holds them together). Kept apart from the loader so the editor's browser code never bundles file access.
import type { EditorCollectionEntry } from '@/lib/editor/fields';

export const pagesEditor = {
  name: 'pages',
  folder: 'pages',
  editor: ({ body, date, kept, text, titleWithSlug, TOKENS_HINT }) => ({
    label: 'Sider',
    schema: {
      title: titleWithSlug('Titel', 'Sidens titel. Filerne politik, privatliv, bliv-frivillig, stoet-os og stem skal findes.'),
      description: text('Beskrivelse', 'Beskrivelse til søgemaskiner. Højst 160 tegn.', { max: 160 }),
      lead: text('Indledning', `Indledningen. ${TOKENS_HINT}`, { multiline: true }),
      quote: kept(),
      last_updated: date('Senest opdateret', 'Vises på siden, fx på privatlivspolitikken.', false),
      body: body('Brødtekst', `Sidens tekst i Markdown. ${TOKENS_HINT}`),
    },
  }),
} satisfies EditorCollectionEntry;
