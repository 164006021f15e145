// Newsletters are content (issue 36): content/nyhedsbreve/<slug>.mdx, frontmatter checked here, body in Markdown.
import { z } from 'zod';
import { readCollection, type Entry } from '../content/collection';
import { isoDate, text } from '../content/fields';
import { ContentError } from '../content/issues';
import { topicKeys } from './topics';

const FOLDER = 'nyhedsbreve';

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

export function readNewsletters(root?: string) {
  const { items, issues } = readCollection(FOLDER, newsletterSchema, root);
  return { items: items.sort(newestFirst), issues };
}

let cache: Newsletter[] | undefined;

/** Every newsletter, newest first; throws with the file and field named when one is invalid. */
export function getNewsletters(): Newsletter[] {
  if (cache) return cache;
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
