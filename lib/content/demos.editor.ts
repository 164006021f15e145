// The editor's fields for content/demos, beside the zod schema in demos.ts that checks the same keys (the parity test
// holds them together). Kept apart from the loader so the editor's browser code never bundles file access.
import type { EditorCollectionEntry } from '@/lib/editor/fields';
import { DEMO_KINDS, MAX_DEMO_INPUT } from '@/lib/demo/kinds';

export const demosEditor = {
  name: 'demos',
  folder: 'demos',
  editor: ({ body, checkbox, integer, list, select, text, titleWithSlug }) => ({
    label: 'AI-demoer',
    schema: {
      id: text('Id', 'Demoens faste navn i koden. Små bogstaver a-z, tal og bindestreger. Skal være unikt.', {
        pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      }),
      order: integer('Rækkefølge', `Fanens placering: 1 vises først. To må ikke have samme tal.`, {
        min: 1,
      }),
      title: titleWithSlug('Titel', 'Fanens titel.'),
      kind: select('Slags', 'Hvilken AI-funktion demoen viser; den afgør, hvad motoren gør.', DEMO_KINDS, 'summarize', {
        summarize: 'Opsummering',
        route: 'Fordeling af henvendelser',
        anonymize: 'Anonymisering',
        prioritize: 'Prioritering',
        'reduce-docs': 'Færre dokumentationskrav',
      }),
      enabled: checkbox('Vis demoen', 'Uden flueben vises demoen ikke. Mindst én demo skal vises.'),
      description: text('Beskrivelse', 'Teksten over demoen.', { multiline: true }),
      example_inputs: list(
        text('Eksempel', `Et eksempel, brugeren kan vælge. Højst ${MAX_DEMO_INPUT} tegn.`, {
          max: MAX_DEMO_INPUT,
          multiline: true,
        }),
        'Eksempler',
        'De eksempler, demoen tilbyder: 1 til 4.',
        { min: 1, max: 4 },
      ),
      body: body('Tekst under felterne', 'Bruges ikke: lad den være tom (beskrivelsen står i feltet ovenfor).', 'md'),
    },
  }),
} satisfies EditorCollectionEntry;
