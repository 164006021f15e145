// AI-innovation cases (content/cases/*.mdx): the frontmatter holds the facts, the body the before/after comparison.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { publicRoot, type Entry } from './collection';
import { defineCollection, sortByOrder } from './define';
import { casesEditor } from './cases.editor';
import { imagePath } from './fields';
import { linkUrl, slugList } from './link-fields';
import { caseStatuses } from './case-status';
import { type ContentIssue } from './issues';
import { kpiKeysIn } from './kpis';

export { statusLabel } from './case-status';

const caseSchema = z.object({
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

function imageIssues(items: Case[], root: string): ContentIssue[] {
  const publicDir = publicRoot(root);
  return items.flatMap((item) => [
    ...(item.image && !fs.existsSync(path.join(publicDir, item.image)) ? [{ file: item.file, field: 'image', message: `Billedet public${item.image} findes ikke` }] : []),
    ...(item.image && !item.imageAlt ? [{ file: item.file, field: 'image', message: 'Skriv i "imageAlt", hvad billedet viser (til skærmlæsere)' }] : []),
    ...(!item.image && item.imageAlt ? [{ file: item.file, field: 'imageAlt', message: 'Der er ingen billede at beskrive – fjern "imageAlt" eller tilføj "image"' }] : []),
  ]);
}

const kpiIssues = (items: Case[], kpiKeys: Set<string>): ContentIssue[] =>
  items.flatMap((item) =>
    item.kpis.flatMap((key, index) => (kpiKeys.has(key) ? [] : [{ file: item.file, field: `kpis.${index}`, message: `KPI'en "${key}" findes ikke i content/kpis` }])),
  );

export const cases = defineCollection(casesEditor, {
  schema: caseSchema,
  read: (items) => ({ items, issues: sortByOrder(items) }),
  check: (items, root) => [...imageIssues(items, root), ...kpiIssues(items, kpiKeysIn(root))],
});

/** All cases in their fixed order (`order` in the frontmatter). */
export const getCases = cases.all;
export const getCaseBySlug = cases.bySlug;

/** Distinct departments in case order, for the /cases filter. */
export const getCaseDepartments = (): string[] => [...new Set(cases.all().map((c) => c.department))];

/** Problems in content/cases; `kpiKeys` (when given) checks that every linked KPI exists. */
export function checkCases(root: string, kpiKeys?: Set<string>): ContentIssue[] {
  const { items, issues } = cases.read(root);
  return [...issues, ...imageIssues(items, root), ...(kpiKeys ? kpiIssues(items, kpiKeys) : [])];
}
