// AI playbooks (content/playbooks/*.mdx): purpose, steps, risks and DPIA are markdown fields in the frontmatter.
import { z } from 'zod';
import { type Entry } from './collection';
import { defineCollection, sortByOrder } from './define';
import { playbooksEditor } from './playbooks.editor';
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

export const playbooks = defineCollection(playbooksEditor, {
  schema: playbookSchema,
  read: (items) => ({ items, issues: sortByOrder(items) }),
});

export const getPlaybooks = playbooks.all;
export const getPlaybookBySlug = playbooks.bySlug;
