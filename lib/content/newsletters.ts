// Newsletters are content (issue 36): content/nyhedsbreve/<slug>.mdx, frontmatter checked here, body in Markdown.
// The editor's fields are beside this file (newsletters.editor.ts); the room sends them, the archive shows them.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseBody } from '@/lib/newsletter/render/body';
import { topicKeys } from '@/lib/newsletter/topics';
import type { Entry } from './collection';
import { defineCollection } from './define';
import { isoDate, text } from './fields';
import type { ContentIssue } from './issues';
import { newslettersEditor } from './newsletters.editor';

/** @public The parity test holds it together with the editor's fields. */
export const newsletterSchema = z.strictObject({
  /** The mail's subject line and the web version's title. */
  subject: text('Emnelinje (subject)').max(120, 'Emnelinjen må højst være 120 tegn'),
  /** The line a mail program shows after the subject. */
  preheader: text('Forhåndstekst (preheader)').max(150, 'Forhåndsteksten må højst være 150 tegn'),
  date: isoDate,
  /** Topic keys from content/site.json; the room ticks these by default. */
  topics: z
    .array(z.string())
    .min(1, 'Vælg mindst ét emne (topics)')
    .refine((keys) => keys.every((k) => topicKeys().includes(k)), {
      message: `Ukendt emne: brug nøglerne i content/site.json (${topicKeys().join(', ')})`,
    }),
  /** true: listed on /nyhedsbrev and published at /nyhedsbrev/<slug>. */
  archive: z.boolean({ error: 'archive skal være true eller false' }).default(true),
});

export type Newsletter = Entry<z.output<typeof newsletterSchema>>;

const newestFirst = (a: Newsletter, b: Newsletter) =>
  b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

type MdNode = {
  type: string;
  url?: string;
  children?: MdNode[];
  position?: { start: { line: number; column: number } };
};

function* walk(node: MdNode): Generator<MdNode> {
  yield node;
  for (const child of node.children ?? []) yield* walk(child);
}

/**
 * What a mail cannot carry: an image that is not one of the site's own files (a mail loads nothing from anyone else),
 * and HTML or JSX in the body (it is Markdown; the mail would drop it silently). Positions are in the whole file.
 */
function bodyIssues(newsletter: Newsletter, raw: string): ContentIssue[] {
  const offset = raw.slice(0, raw.indexOf(newsletter.body)).split('\n').length - 1;
  const issues: ContentIssue[] = [];
  for (const node of walk(parseBody(newsletter.body) as MdNode)) {
    const at = node.position
      ? { line: node.position.start.line + offset, column: node.position.start.column }
      : {};
    if (node.type === 'image' && !/^\/[\w\-./]+$/.test(node.url ?? ''))
      issues.push({
        file: newsletter.file,
        field: '(teksten)',
        message: `Billedet ${node.url} skal ligge på sitet selv (en sti som /billeder/…): et nyhedsbrev henter intet udefra`,
        ...at,
      });
    if (node.type === 'html')
      issues.push({
        file: newsletter.file,
        field: '(teksten)',
        message: 'Et nyhedsbrev er ren Markdown: HTML og komponenter kommer ikke med i mailen',
        ...at,
      });
  }
  return issues;
}

export const newsletters = defineCollection(newslettersEditor, {
  schema: newsletterSchema,
  read: (items) => ({ items: items.sort(newestFirst), issues: [] }),
  check: (items, root) =>
    items.flatMap((newsletter) =>
      bodyIssues(newsletter, fs.readFileSync(path.join(root, newsletter.file.replace(/^content\//, '')), 'utf8')),
    ),
});

/** Every newsletter, newest first; throws with the file and field named when one is invalid. */
export const getNewsletters = newsletters.all;
export const getNewsletter = newsletters.bySlug;

/** The public archive: archived newsletters, newest first. */
export const getArchivedNewsletters = (): Newsletter[] => newsletters.all().filter((n) => n.archive);

/** The web version's address; every mail links to it. */
export const newsletterPath = (slug: string) => `/nyhedsbrev/${slug}`;
