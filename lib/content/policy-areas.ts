// The twelve fixed policy areas (spec §3): home carousel, /politik grid and the pages at /politik/{slug}.
import { z } from 'zod';
import { type Entry } from './collection';
import { defineCollection } from './define';
import { policyAreasEditor } from './policy-areas.editor';
import { findDuplicates, type ContentIssue } from './issues';
import { highlight, icon, quote, slugRef, text } from './fields';
import { folderSlugs } from './folder-slugs';
import { relatedAreaAliases } from './politik-redirects.js';

/** Spec §3: exactly these slugs, in the order the carousel and the grid show them. */
export const policyAreaSlugs = [
  'boern-dagtilbud',
  'skole-uddannelse',
  'aeldre-velfaerd',
  'klima-miljo-energi',
  'foreningsliv-faellesskab-fritid',
  'digitalisering',
  'sundhed-trivsel',
  'erhverv-ivaerksaetteri',
  'bolig-byudvikling',
  'transport-infrastruktur',
  'tryghed-forebyggelse',
  'okonomi-styring',
] as const;

const policyAreaSchema = z.strictObject({
  title: text('Titel'),
  icon,
  shortDescription: text('Kort beskrivelse').max(160, 'Kort beskrivelse må højst være 160 tegn (den bruges i søgeresultater)'),
  tagline: text('Tagline'),
  intro: text('Intro').min(200, 'Intro skal være mindst 200 tegn (de første 200 vises i karrusellen)'),
  highlights: z.array(highlight).min(3, 'Der skal være mindst 3 kort').max(6, 'Der må højst være 6 kort'),
  quote,
  related: z.array(slugRef).min(1, 'Angiv mindst ét relateret politikområde'),
  relatedThemes: z.array(slugRef).default([]),
  contactHeading: z.enum(['Vil du vide mere?', 'Har du spørgsmål?'], { error: 'skal være "Vil du vide mere?" eller "Har du spørgsmål?"' }).default('Har du spørgsmål?'),
});

export type PolicyArea = Entry<z.output<typeof policyAreaSchema>>;

const FOLDER = 'policy-areas';
const order = (slug: string) => policyAreaSlugs.indexOf(slug as (typeof policyAreaSlugs)[number]);

/** A related link as written in content ('klima-energi') resolves to the area page it redirects to. */
export function resolveAreaSlug(slug: string) {
  return (relatedAreaAliases as Record<string, string>)[slug] ?? slug;
}

/** Spec §9: the carousel shows the first 200 characters of the intro. */
export function introExcerpt(intro: string, length = 200) {
  return intro.length <= length ? intro : `${intro.slice(0, length).trimEnd()}…`;
}

function checkPolicyAreas(items: PolicyArea[], root: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const slugs = new Set(folderSlugs(root, FOLDER));
  const themeSlugs = folderSlugs(root, 'themes');
  for (const item of items) {
    if (order(item.slug) === -1) {
      issues.push({ file: item.file, field: '(filnavn)', message: `"${item.slug}" er ikke et af de 12 faste politikområder (${policyAreaSlugs.join(', ')})` });
    }
    item.related.forEach((ref, i) => {
      if (!slugs.has(resolveAreaSlug(ref))) issues.push({ file: item.file, field: `related.${i}`, message: `"${ref}" er ikke et politikområde` });
    });
    item.relatedThemes.forEach((ref, i) => {
      if (!themeSlugs.includes(ref)) issues.push({ file: item.file, field: `relatedThemes.${i}`, message: `"${ref}" er ikke et tema i content/themes/` });
    });
  }
  for (const slug of policyAreaSlugs) {
    if (!slugs.has(slug)) issues.push({ file: `content/${FOLDER}/${slug}.mdx`, field: '(filen)', message: 'Filen mangler – alle 12 politikområder skal findes' });
  }
  issues.push(...findDuplicates(items, (item) => item.title, (item) => item.file, 'title'));
  return issues;
}

export const policyAreas = defineCollection(policyAreasEditor, {
  schema: policyAreaSchema,
  order: (a, b) => order(a.slug) - order(b.slug),
  check: checkPolicyAreas,
});

export const getPolicyAreas = policyAreas.all;
export const getPolicyArea = policyAreas.bySlug;
