// AI-innovation cases (content/cases/*.mdx): the frontmatter holds the facts, the body the before/after comparison.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readCollection, contentRoot, publicRoot, type Entry } from './collection';
import { imagePath } from './fields';
import { linkUrl, slugList } from './link-fields';
import { caseStatuses } from './case-status';
import { ContentError, findDuplicates, type ContentIssue } from './issues';

export { statusLabel } from './case-status';

export const caseSchema = z.object({
  /** Position in lists (the /cases grid and the embed widget's first six). */
  order: z.number().int(),
  title: z.string().trim().min(3),
  department: z.string().trim().min(2),
  status: z.enum(caseStatuses, { error: 'Status skal være drift, pilot eller idé' }),
  problem: z.string().trim().min(10),
  solution: z.string().trim().min(10),
  impactValue: z.number({ error: 'Skriv effekten som et tal, fx 35' }),
  impactUnit: z.string().trim().min(1),
  hoursSavedPerMonth: z.number({ error: 'Skriv timer pr. måned som et tal' }).min(0),
  /** KPI keys from content/kpis/. */
  /** A picture at the top of the case page, shown 16:9; `imageAlt` says what it shows. */
  image: imagePath('cases').optional(),
  imageAlt: z.string().trim().min(1).max(200, 'Billedets tekst må højst være 200 tegn').optional(),
  kpis: slugList.default([]),
  attachments: z.array(z.object({ name: z.string().trim().min(1), url: linkUrl })).default([]),
  locale: z.literal('da').default('da'),
});

/** One case; `body` is the before/after comparison in markdown. */
export type Case = Entry<z.output<typeof caseSchema>>;

const byOrder = (a: Case, b: Case) => a.order - b.order || a.slug.localeCompare(b.slug);

function readCases(root = contentRoot()) {
  const { items, issues } = readCollection('cases', caseSchema, root);
  items.sort(byOrder);
  issues.push(...findDuplicates(items, (c) => String(c.order), (c) => c.file, 'order'));
  return { items, issues };
}

let cached: Case[] | undefined;

function loadCases(): Case[] {
  if (!cached) {
    const { items, issues } = readCases();
    if (issues.length) throw new ContentError(issues);
    cached = items;
  }
  return cached;
}

/** All cases in their fixed order (`order` in the frontmatter). */
export const getCases = (): Case[] => loadCases();

export const getCaseBySlug = (slug: string): Case | undefined => loadCases().find((c) => c.slug === slug);

/** Distinct departments in case order, for the /cases filter. */
export const getCaseDepartments = (): string[] => [...new Set(loadCases().map((c) => c.department))];

/** Problems in content/cases; `kpiKeys` (when given) checks that every linked KPI exists. */
export function checkCases(root: string, kpiKeys?: Set<string>): ContentIssue[] {
  const { items, issues } = readCases(root);
  const publicDir = publicRoot(root);
  for (const item of items) {
    if (item.image && !fs.existsSync(path.join(publicDir, item.image))) issues.push({ file: item.file, field: 'image', message: `Billedet public${item.image} findes ikke` });
    if (item.image && !item.imageAlt) issues.push({ file: item.file, field: 'image', message: 'Skriv i "imageAlt", hvad billedet viser (til skærmlæsere)' });
    if (!item.image && item.imageAlt) issues.push({ file: item.file, field: 'imageAlt', message: 'Der er ingen billede at beskrive – fjern "imageAlt" eller tilføj "image"' });
  }
  if (kpiKeys) {
    for (const item of items) {
      item.kpis.forEach((key, index) => {
        if (!kpiKeys.has(key)) issues.push({ file: item.file, field: `kpis.${index}`, message: `KPI'en "${key}" findes ikke i content/kpis` });
      });
    }
  }
  return issues;
}
