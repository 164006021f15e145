// The English pages (/en, /en/vote) from content/en/: the same fields as the Danish single pages, plus, on the
// "About us" page, one English line for each of the twelve policy areas.
import { z } from 'zod';
import { type Entry } from './collection';
import { defineCollection, requiredEntry } from './define';
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

const FOLDER = 'en';

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

export const englishPages = defineCollection({
  name: 'englishPages',
  folder: FOLDER,
  schema: englishSchema,
  required: { slugs: requiredEnglish, extension: 'mdx', usedBy: 'siden' },
  check: (items) => [...areaIssues(items.find((item) => item.slug === 'about')), ...items.flatMap(tokenIssues)],
  editor: ({ body, kept, text, titleWithSlug, TOKENS_HINT }) => ({
    label: 'Engelske sider',
    schema: {
      title: titleWithSlug('Title (titel)', 'Sidens titel på engelsk. Filerne about og vote skal findes.'),
      description: text('Description (beskrivelse)', 'Engelsk beskrivelse til søgemaskiner. Højst 160 tegn.', { max: 160 }),
      lead: text('Lead (indledning)', `Indledningen på engelsk. ${TOKENS_HINT}`, { multiline: true }),
      areas: kept(),
      body: body('Body (brødtekst)', 'Sidens engelske tekst i Markdown.'),
    },
  }),
});

export const getEnglishPage = (slug: EnglishSlug): EnglishPage => requiredEntry(englishPages, slug);

/** The "About us" lines in the order of the Danish policy areas. */
export const englishAreaLines = (): { slug: string; line: string }[] => {
  const areas = getEnglishPage('about').areas ?? {};
  return policyAreaSlugs.map((slug) => ({ slug, line: areas[slug] ?? '' }));
};
