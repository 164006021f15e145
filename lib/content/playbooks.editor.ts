// The editor's fields for content/playbooks, beside the zod schema in playbooks.ts that checks the same keys (the parity test
// holds them together). Kept apart from the loader so the editor's browser code never bundles file access.
import type { EditorCollectionEntry } from '@/lib/editor/fields';

export const playbooksEditor = {
  name: 'playbooks',
  folder: 'playbooks',
  editor: ({ body, integer, kept, list, nameAndLink, text, titleWithSlug, ORDER_HINT }) => ({
    label: 'AI-playbooks',
    schema: {
      order: integer('Rækkefølge', ORDER_HINT),
      title: titleWithSlug('Titel', 'Playbookens titel. Mindst 3 tegn.'),
      domain: text('Område', 'Fagområdet, fx "Ældrepleje". Mindst 2 tegn.', { min: 2 }),
      purpose: text('Formål', 'Formålet i Markdown. Mindst 10 tegn.', { min: 10, multiline: true }),
      roles: list(
        text('Rolle', 'En rolle, fx "Sagsbehandler". Mindst 2 tegn.', { min: 2 }),
        'Roller',
        'Hvem der er med. Mindst én.',
        { min: 1 },
      ),
      steps: text('Trin', 'Trinene i Markdown, fx som nummereret liste. Mindst 10 tegn.', {
        min: 10,
        multiline: true,
      }),
      risks: text('Risici', 'Risici og hvordan de håndteres, i Markdown. Mindst 10 tegn.', {
        min: 10,
        multiline: true,
      }),
      dpia: text('DPIA', 'Konsekvensanalysen i Markdown. Mindst 10 tegn.', {
        min: 10,
        multiline: true,
      }),
      templates: list(nameAndLink('Skabelon'), 'Skabeloner', 'Skabeloner, der hører til playbooken.'),
      locale: kept(),
      body: body('Tekst', 'Ekstra tekst i Markdown (kan være tom).'),
    },
  }),
} satisfies EditorCollectionEntry;
