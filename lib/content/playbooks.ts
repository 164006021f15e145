// AI playbooks (content/playbooks/*.mdx): purpose, steps, risks and DPIA are markdown fields in the frontmatter.
import { z } from 'zod';
import { type Entry } from './collection';
import { defineCollection, sortByOrder } from './define';
import { linkUrl } from './link-fields';

const markdown = z.string().trim().min(10);

const playbookSchema = z.object({
  order: z.number().int(),
  title: z.string().trim().min(3),
  domain: z.string().trim().min(2),
  purpose: markdown,
  roles: z.array(z.string().trim().min(2)).min(1, 'Skriv mindst én rolle'),
  steps: markdown,
  risks: markdown,
  dpia: markdown,
  templates: z.array(z.object({ name: z.string().trim().min(1), url: linkUrl })).default([]),
  locale: z.literal('da').default('da'),
});

export type Playbook = Entry<z.output<typeof playbookSchema>>;

export const playbooks = defineCollection({
  name: 'playbooks',
  folder: 'playbooks',
  schema: playbookSchema,
  read: (items) => ({ items, issues: sortByOrder(items) }),
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
});

export const getPlaybooks = playbooks.all;
export const getPlaybookBySlug = playbooks.bySlug;
