// The editor's fields for content/policy-areas, beside the zod schema in policy-areas.ts that checks the same keys (the parity test
// holds them together). Kept apart from the loader so the editor's browser code never bundles file access.
import type { EditorCollectionEntry } from '@/lib/editor/fields';

export const policyAreasEditor = {
  name: 'policyAreas',
  folder: 'policy-areas',
  editor: ({ body, fields, highlight, icon, list, relations, select, text, titleWithSlug }) => ({
    label: 'Politikområder',
    schema: {
      title: titleWithSlug('Titel', 'Områdets titel. Der er præcis tolv områder med faste filnavne; opret eller omdøb ikke.'),
      icon: icon(),
      shortDescription: text('Kort beskrivelse', 'Til kort og søgemaskiner. Højst 160 tegn.', {
        max: 160,
      }),
      tagline: text('Tagline', 'En kort linje under titlen.'),
      intro: text('Intro', 'Introduktionen. Mindst 200 tegn (de første 200 vises i karrusellen).', {
        min: 200,
        multiline: true,
      }),
      highlights: list(highlight(), 'Kort', 'Fremhævede kort: 3 til 6.', { min: 3, max: 6 }),
      quote: fields.object(
        {
          text: text('Citat', 'Selve citatet.', { multiline: true }),
          author: text('Afsender', 'Hvem der siger det; kan være tom.', { required: false }),
        },
        { label: 'Citat', description: 'Citatet på siden.' },
      ),
      related: relations('Relaterede områder', 'Andre politikområder, der vises som relaterede. Mindst ét.', 'policyAreas'),
      relatedThemes: relations('Relaterede temaer', 'Temaer, der vises som relaterede.', 'themes'),
      contactHeading: select(
        'Kontaktoverskrift',
        'Overskriften over kontaktboksen.',
        ['Har du spørgsmål?', 'Vil du vide mere?'],
        'Har du spørgsmål?',
      ),
      body: body('Brødtekst', 'Ekstra tekst i Markdown (kan være tom).'),
    },
  }),
} satisfies EditorCollectionEntry;
