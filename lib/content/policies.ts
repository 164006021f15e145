// Policy proposals (spec §3 Policy) at /politik/{category}/{slug}; the MDX body is body_md with '###' sections.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type Entry } from './collection';
import { defineCollection } from './define';
import { policiesEditor } from './policies.editor';
import { findDuplicates, type ContentIssue } from './issues';
import { isoDate, isRealDate, text, writtenValue } from './fields';
import { categorySlug, isRoutableCategorySlug } from './category-slug';
import { findSection } from './body-sections';

/** The body section shown under 'Hvad betyder det for {municipality}?'. */
export const IMPACT_SECTION = 'Hvad betyder det for';

const proposal = z.strictObject({
  title: text('Titel'),
  body_md: text('Teksten (body_md)'),
  impact_estimate: text('Effekt-estimatet (impact_estimate)'),
  sources: z.array(text('Kilden')).optional(),
});

const policySchema = z.strictObject({
  title: text('Titel'),
  category: text('Kategori'),
  summary: text('Resumé').max(300, 'Resumé må højst være 300 tegn'),
  last_updated: isoDate,
  locale: z.literal('da', { error: 'skal være "da" (siden er på dansk)' }).default('da'),
  proposals: z.array(proposal).min(1, 'Angiv mindst ét konkret forslag'),
});

export type Policy = Entry<z.output<typeof policySchema>> & { categorySlug: string };

const FOLDER = 'policies';

const withCategorySlug = (item: Entry<z.output<typeof policySchema>>): Policy => ({ ...item, categorySlug: categorySlug(item.category) });

export const policyPath = (policy: Pick<Policy, 'categorySlug' | 'slug'>) => `/politik/${policy.categorySlug}/${policy.slug}`;

/** Spec: 'Relaterede Politikker' are the other policies whose category has the same slug. */
export const getRelatedPolicies = (policy: Policy) =>
  policies.all().filter((other) => other.slug !== policy.slug && other.categorySlug === policy.categorySlug);

function checkPolicies(items: Policy[], root: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const policy of items) {
    const written = writtenValue(fs.readFileSync(path.join(root, FOLDER, path.basename(policy.file)), 'utf8'), 'last_updated');
    if (written && /^\d{4}-\d{2}-\d{2}$/.test(written) && !isRealDate(written)) {
      issues.push({ file: policy.file, field: 'last_updated', message: `"${written}" er ikke en rigtig dato – skriv den som ÅÅÅÅ-MM-DD, fx 2025-03-14` });
    }
    if (!isRoutableCategorySlug(policy.categorySlug)) {
      issues.push({ file: policy.file, field: 'category', message: `"${policy.category}" giver adressen "${policy.categorySlug}" – brug kun bogstaver, tal, mellemrum og &` });
    }
    if (!policy.body.trim()) issues.push({ file: policy.file, field: 'body_md', message: 'Teksten under frontmatter mangler' });
    else if (findSection(policy.body, IMPACT_SECTION)?.text === '') {
      issues.push({ file: policy.file, field: 'body_md', find: `### ${IMPACT_SECTION}`, message: `Afsnittet "### ${IMPACT_SECTION} …" er tomt – skriv tekst under overskriften eller fjern den` });
    }
  }
  const spellings = new Map<string, Policy>();
  for (const policy of items) {
    const first = spellings.get(policy.categorySlug);
    if (!first) spellings.set(policy.categorySlug, policy);
    else if (first.category !== policy.category) {
      issues.push({ file: policy.file, field: 'category', message: `"${policy.category}" staves anderledes end "${first.category}" i ${first.file} – brug samme stavemåde` });
    }
  }
  issues.push(...findDuplicates(items, (item) => item.title, (item) => item.file, 'title'));
  return issues;
}

export const policies = defineCollection(policiesEditor, {
  schema: policySchema,
  read: (items) => ({ items: items.map(withCategorySlug), issues: [] }),
  order: (a, b) => b.last_updated.localeCompare(a.last_updated),
  check: checkPolicies,
});

export const getPolicies = policies.all;
export const getPolicy = policies.bySlug;
