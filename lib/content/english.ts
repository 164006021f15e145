// The English pages (/en, /en/vote) from content/en/: the same fields as the Danish single pages, plus, on the
// "About us" page, one English line for each of the twelve policy areas.
import { z } from 'zod';
import { readCollection, type Entry } from './collection';
import { text } from './fields';
import { ContentError, type ContentIssue } from './issues';
import { bareTokenIssues, unknownTokenIssues } from './pages';
import { policyAreaSlugs } from './policy-areas';

export const englishSchema = z.strictObject({
  title: text('Titel'),
  description: text('Beskrivelse').max(160, 'Beskrivelse må højst være 160 tegn (den bruges i søgeresultater)'),
  lead: text('Indledning'),
  /** about.mdx: policy-area slug → one English line. */
  areas: z.record(z.string(), text('Linjen om politikområdet')).optional(),
});

export type EnglishPage = Entry<z.output<typeof englishSchema>>;

const requiredEnglish = ['about', 'vote'] as const;
type EnglishSlug = (typeof requiredEnglish)[number];

const FOLDER = 'en';
let cache: EnglishPage[] | undefined;

function loadEnglish(): EnglishPage[] {
  if (cache) return cache;
  const { items, issues } = readCollection(FOLDER, englishSchema);
  if (issues.length) throw new ContentError(issues);
  cache = items;
  return cache;
}

export function getEnglishPage(slug: EnglishSlug): EnglishPage {
  const page = loadEnglish().find((item) => item.slug === slug);
  if (!page) throw new ContentError([{ file: `content/${FOLDER}/${slug}.mdx`, field: '(filen)', message: 'Filen mangler' }]);
  return page;
}

/** The "About us" lines in the order of the Danish policy areas. */
export const englishAreaLines = (): { slug: string; line: string }[] => {
  const areas = getEnglishPage('about').areas ?? {};
  return policyAreaSlugs.map((slug) => ({ slug, line: areas[slug] ?? '' }));
};

export function checkEnglish(root: string): ContentIssue[] {
  const { items, issues } = readCollection(FOLDER, englishSchema, root);
  for (const slug of requiredEnglish) {
    if (!items.some((item) => item.slug === slug) && !issues.some((issue) => issue.file.includes(`/${slug}.`))) {
      issues.push({ file: `content/${FOLDER}/${slug}.mdx`, field: '(filen)', message: 'Filen mangler – siden bruger den' });
    }
  }
  const about = items.find((item) => item.slug === 'about');
  if (about) {
    const areas = about.areas ?? {};
    for (const slug of policyAreaSlugs) {
      if (!areas[slug]) issues.push({ file: about.file, field: 'areas', message: `Mangler en engelsk linje for politikområdet "${slug}"` });
    }
    for (const slug of Object.keys(areas)) {
      if (!(policyAreaSlugs as readonly string[]).includes(slug))
        issues.push({ file: about.file, field: `areas.${slug}`, atKey: true, message: `"${slug}" er ikke et politikområde – brug ${policyAreaSlugs.join(', ')}` });
    }
  }
  for (const item of items) issues.push(...unknownTokenIssues(`${item.lead}\n${item.body}`, item.file), ...bareTokenIssues(item.body, item.file));
  return issues;
}

