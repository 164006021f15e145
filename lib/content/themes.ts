// Cross-cutting themes (spec §3 Theme), shown at /politik/{slug} beside the twelve policy areas.
import { z } from 'zod';
import { type Entry } from './collection';
import { defineCollection } from './define';
import { themesEditor } from './themes.editor';
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

export const themes = defineCollection(themesEditor, {
  schema: themeSchema,
  check: checkThemes,
});

export const getThemes = themes.all;
export const getTheme = themes.bySlug;
