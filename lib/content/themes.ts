// Cross-cutting themes (spec §3 Theme), shown at /politik/{slug} beside the twelve policy areas.
import { z } from 'zod';
import { readCollection, type Entry } from './collection';
import { ContentError, findDuplicates, type ContentIssue } from './issues';
import { highlight, icon, slugRef, text } from './fields';
import { folderSlugs } from './folder-slugs';
import { policyAreaSlugs } from './policy-areas';
import { politikRedirects } from './politik-redirects.js';

export const themeSchema = z.strictObject({
  title: text('Titel'),
  icon,
  description: text('Beskrivelse').max(160, 'Beskrivelse må højst være 160 tegn (den bruges i søgeresultater)'),
  intro: text('Intro'),
  highlights: z.array(highlight).min(2, 'Der skal være mindst 2 kort').max(6, 'Der må højst være 6 kort'),
  quote: text('Citatet'),
  relatedThemes: z.array(slugRef).default([]),
});

export type Theme = Entry<z.output<typeof themeSchema>>;

const FOLDER = 'themes';
let cache: Theme[] | undefined;

function loadThemes(): Theme[] {
  if (cache) return cache;
  const { items, issues } = readCollection(FOLDER, themeSchema);
  if (issues.length) throw new ContentError(issues);
  cache = items;
  return cache;
}

export const getThemes = () => loadThemes();
export const getTheme = (slug: string) => loadThemes().find((theme) => theme.slug === slug);

export function checkThemes(root: string): ContentIssue[] {
  const { items, issues } = readCollection(FOLDER, themeSchema, root);
  const themeSlugs = folderSlugs(root, FOLDER);
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
