// The AI demos (spec §3 AI demo): one file per demo in content/demos, shown as tabs in the demo area.
import { z } from 'zod';
import { DEMO_KINDS, MAX_DEMO_INPUT } from '@/lib/demo/kinds';
import { type Entry } from './collection';
import { defineCollection } from './define';
import { demosEditor } from './demos.editor';
import { findDuplicates, type ContentIssue } from './issues';

const text = (what: string) => z.string({ error: `${what} mangler` }).trim().min(1, `${what} må ikke være tom`);

const demoSchema = z.strictObject({
  id: z.string({ error: 'id mangler' }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id må kun indeholde små bogstaver a-z, tal og bindestreger'),
  order: z.number({ error: 'order skal være et tal, fx 1' }).int('order skal være et helt tal').min(1, 'order skal være 1 eller mere'),
  title: text('Titel'),
  kind: z.enum(DEMO_KINDS, { error: `kind skal være en af: ${DEMO_KINDS.join(', ')}` }),
  description: text('Beskrivelse'),
  example_inputs: z
    .array(text('Eksemplet').max(MAX_DEMO_INPUT, `Et eksempel må højst være ${MAX_DEMO_INPUT} tegn`), { error: 'example_inputs skal være en liste af tekster' })
    .min(1, 'Angiv mindst ét eksempel')
    .max(4, 'Der må højst være 4 eksempler'),
  enabled: z.boolean({ error: 'enabled skal være true eller false' }),
});

type AiDemo = Entry<z.output<typeof demoSchema>>;

const FOLDER = 'demos';

function demoIssues(items: AiDemo[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  issues.push(...findDuplicates(items, (d) => d.id, (d) => d.file, 'id'));
  issues.push(...findDuplicates(items, (d) => String(d.order), (d) => d.file, 'order'));
  for (const demo of items) {
    if (demo.body) issues.push({ file: demo.file, field: '(tekst)', message: 'Teksten under frontmatter bruges ikke – skriv beskrivelsen i feltet description' });
  }
  if (items.length && !items.some((d) => d.enabled)) {
    issues.push({ file: `content/${FOLDER}`, field: 'enabled', message: 'Mindst én demo skal have enabled: true, ellers er demoområdet tomt' });
  }
  return issues;
}

export const demos = defineCollection(demosEditor, {
  schema: demoSchema,
  order: (a, b) => a.order - b.order || a.slug.localeCompare(b.slug),
  check: demoIssues,
});

export const loadDemos = demos.all;
export const checkDemos = demos.check;

/** The tabs of the demo area, in order; the first is selected by default. */
export const getEnabledDemos = () => demos.all().filter((demo) => demo.enabled);
