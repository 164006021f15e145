// Cross-cutting themes (spec §3 Theme), shown at /politik/{slug} beside the twelve policy areas.
import { z } from 'zod';
import { type Entry } from './collection';
import { defineCollection } from './define';
import { findDuplicates, type ContentIssue } from './issues';
import { highlight, icon, slugRef, text } from './fields';
import { folderSlugs } from './folder-slugs';
import { policyAreaSlugs } from './policy-areas';
import { politikRedirects } from './politik-redirects.js';

const themeSchema = z.strictObject({
  title: text('Titel'),
  icon,
  description: text('Beskrivelse').max(160, 'Beskrivelse må højst være 160 tegn (den bruges i søgeresultater)'),
  intro: text('Intro'),
  highlights: z.array(highlight).min(2, 'Der skal være mindst 2 kort').max(6, 'Der må højst være 6 kort'),
  quote: text('Citatet'),
  relatedThemes: z.array(slugRef).default([]),
});

export type Theme = Entry<z.output<typeof themeSchema>>;

function checkThemes(items: Theme[], root: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const themeSlugs = folderSlugs(root, 'themes');
  const taken = new Set<string>([...policyAreaSlugs, ...Object.keys(politikRedirects)]);
  for (const item of items) {
    if (taken.has(item.slug)) {
      issues.push({ file: item.file, field: '(filnavn)', message: `"${item.slug}" bruges allerede af et politikområde eller en omdirigering under /politik – vælg et andet filnavn` });
    }
    item.relatedThemes.forEach((ref, i) => {
      if (ref === item.slug) issues.push({ file: item.file, field: `relatedThemes.${i}`, message: 'Et tema kan ikke være relateret til sig selv' });
      else if (!themeSlugs.includes(ref)) issues.push({ file: item.file, field: `relatedThemes.${i}`, message: `"${ref}" er ikke et tema i content/themes/` });
    });
  }
  issues.push(...findDuplicates(items, (item) => item.title, (item) => item.file, 'title'));
  return issues;
}

export const themes = defineCollection({
  name: 'themes',
  folder: 'themes',
  schema: themeSchema,
  check: checkThemes,
  editor: ({ body, highlight, icon, list, relations, text, titleWithSlug }) => ({
    label: 'Temaer',
    schema: {
      title: titleWithSlug('Titel', 'Temaets titel. Filnavnet må ikke være et politikområdes.'),
      icon: icon(),
      description: text('Beskrivelse', 'Til kort og søgemaskiner. Højst 160 tegn.', { max: 160 }),
      intro: text('Intro', 'Introduktionen.', { multiline: true }),
      highlights: list(highlight(), 'Kort', 'Fremhævede kort: 2 til 6.', { min: 2, max: 6 }),
      quote: text('Citat', 'Et citat, der vises på siden.', { multiline: true }),
      relatedThemes: relations('Relaterede temaer', 'Andre temaer (ikke temaet selv).', 'themes'),
      body: body('Brødtekst', 'Ekstra tekst i Markdown (kan være tom).'),
    },
  }),
});

export const getThemes = themes.all;
export const getTheme = themes.bySlug;
