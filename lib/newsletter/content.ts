// Newsletters are content (issue 36): content/nyhedsbreve/<slug>.mdx, frontmatter checked here, body in Markdown.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { contentRoot, readCollection, type Entry } from '../content/collection';
import { isoDate, text } from '../content/fields';
import { ContentError, type ContentIssue } from '../content/issues';
import { parseBody } from './render/body';
import { topicKeys } from './topics';

const FOLDER = 'nyhedsbreve';

/** @public The editor's fields for the collection (issue 39) are declared beside this schema. */
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

function readNewsletters(root?: string) {
  const { items, issues } = readCollection(FOLDER, newsletterSchema, root);
  return { items: items.sort(newestFirst), issues };
}

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

/** The content check's part: frontmatter and body of every newsletter (no folder, no newsletters, no problem). */
export function checkNewsletters(root = contentRoot()): ContentIssue[] {
  if (!fs.existsSync(path.join(root, FOLDER))) return [];
  const { items, issues } = readNewsletters(root);
  for (const newsletter of items) {
    const raw = fs.readFileSync(path.join(root, newsletter.file.replace(/^content\//, '')), 'utf8');
    issues.push(...bodyIssues(newsletter, raw));
  }
  return issues;
}

let cache: Newsletter[] | undefined;

/** Every newsletter, newest first; throws with the file and field named when one is invalid. */
export function getNewsletters(): Newsletter[] {
  if (cache) return cache;
  if (!fs.existsSync(path.join(contentRoot(), FOLDER))) return (cache = []);
  const { items, issues } = readNewsletters();
  if (issues.length) throw new ContentError(issues);
  return (cache = items);
}

export const getNewsletter = (slug: string): Newsletter | undefined =>
  getNewsletters().find((n) => n.slug === slug);

/** The public archive: archived newsletters, newest first. */
export const getArchivedNewsletters = (): Newsletter[] => getNewsletters().filter((n) => n.archive);

/** The web version's address; every mail links to it. */
export const newsletterPath = (slug: string) => `/nyhedsbrev/${slug}`;
