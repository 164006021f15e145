// The English pages (/en, /en/vote) from content/en/: the same fields as the Danish single pages, plus, on the
// "About us" page, one English line for each of the twelve policy areas.
import { z } from 'zod';
import { type Entry } from './collection';
import { defineCollection, requiredEntry } from './define';
import { englishPagesEditor } from './english.editor';
import { text } from './fields';
import { type ContentIssue } from './issues';
import { tokenIssues } from './pages';
import { policyAreaSlugs } from './policy-areas';

const englishSchema = z.strictObject({
  title: text('Titel'),
  description: text('Beskrivelse').max(160, 'Beskrivelse må højst være 160 tegn (den bruges i søgeresultater)'),
  lead: text('Indledning'),
  /** about.mdx: policy-area slug → one English line. */
  areas: z.record(z.string(), text('Linjen om politikområdet')).optional(),
});

export type EnglishPage = Entry<z.output<typeof englishSchema>>;

const requiredEnglish = ['about', 'vote'] as const;
type EnglishSlug = (typeof requiredEnglish)[number];


function areaIssues(about: EnglishPage | undefined): ContentIssue[] {
  if (!about) return [];
  const issues: ContentIssue[] = [];
  const areas = about.areas ?? {};
  for (const slug of policyAreaSlugs) {
    if (!areas[slug]) issues.push({ file: about.file, field: 'areas', message: `Mangler en engelsk linje for politikområdet "${slug}"` });
  }
  for (const slug of Object.keys(areas)) {
    if (!(policyAreaSlugs as readonly string[]).includes(slug))
      issues.push({ file: about.file, field: `areas.${slug}`, atKey: true, message: `"${slug}" er ikke et politikområde – brug ${policyAreaSlugs.join(', ')}` });
  }
  return issues;
}

export const englishPages = defineCollection(englishPagesEditor, {
  schema: englishSchema,
  required: { slugs: requiredEnglish, extension: 'mdx', usedBy: 'siden' },
  check: (items) => [...areaIssues(items.find((item) => item.slug === 'about')), ...items.flatMap(tokenIssues)],
});

export const getEnglishPage = (slug: EnglishSlug): EnglishPage => requiredEntry(englishPages, slug);

/** The "About us" lines in the order of the Danish policy areas. */
export const englishAreaLines = (): { slug: string; line: string }[] => {
  const areas = getEnglishPage('about').areas ?? {};
  return policyAreaSlugs.map((slug) => ({ slug, line: areas[slug] ?? '' }));
};
