// AI playbooks (content/playbooks/*.mdx): purpose, steps, risks and DPIA are markdown fields in the frontmatter.
import { z } from 'zod';
import { contentRoot, readCollection, type Entry } from './collection';
import { linkUrl } from './link-fields';
import { ContentError, findDuplicates, type ContentIssue } from './issues';

const markdown = z.string().trim().min(10);

export const playbookSchema = z.object({
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

function readPlaybooks(root = contentRoot()) {
  const { items, issues } = readCollection('playbooks', playbookSchema, root);
  items.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
  issues.push(...findDuplicates(items, (p) => String(p.order), (p) => p.file, 'order'));
  return { items, issues };
}

let cached: Playbook[] | undefined;

function loadPlaybooks(): Playbook[] {
  if (!cached) {
    const { items, issues } = readPlaybooks();
    if (issues.length) throw new ContentError(issues);
    cached = items;
  }
  return cached;
}

export const getPlaybooks = (): Playbook[] => loadPlaybooks();

export const getPlaybookBySlug = (slug: string): Playbook | undefined => loadPlaybooks().find((p) => p.slug === slug);

export const checkPlaybooks = (root: string): ContentIssue[] => readPlaybooks(root).issues;
