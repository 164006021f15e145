// The editor's fields for content/en, beside the zod schema in english.ts that checks the same keys (the parity test
// holds them together). Kept apart from the loader so the editor's browser code never bundles file access.
import type { EditorCollectionEntry } from '@/lib/editor/fields';

export const englishPagesEditor = {
  name: 'englishPages',
  folder: 'en',
  editor: ({ body, kept, text, titleWithSlug, TOKENS_HINT }) => ({
    label: 'Engelske sider',
    schema: {
      title: titleWithSlug('Title (titel)', 'Sidens titel på engelsk. Filerne about og vote skal findes.'),
      description: text('Description (beskrivelse)', 'Engelsk beskrivelse til søgemaskiner. Højst 160 tegn.', { max: 160 }),
      lead: text('Lead (indledning)', `Indledningen på engelsk. ${TOKENS_HINT}`, { multiline: true }),
      areas: kept(),
      body: body('Body (brødtekst)', 'Sidens engelske tekst i Markdown.'),
    },
  }),
} satisfies EditorCollectionEntry;
