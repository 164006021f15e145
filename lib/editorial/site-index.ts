// What content:changed needs to know about the site, read with the content loader from any content folder.
import fs from 'node:fs';
import path from 'node:path';
import { visionCaseSlugs } from '@/components/vision/sections';
import { EMBED_MAX_CASES } from '@/lib/embed/config';
import { candidateSchema } from '@/lib/content/candidates';
import { caseSchema } from '@/lib/content/cases';
import { categorySlug } from '@/lib/content/category-slug';
import { readCollection } from '@/lib/content/collection';
import { playbookSchema } from '@/lib/content/playbooks';
import { policySchema } from '@/lib/content/policies';
import { policyAreaSchema, policyAreaSlugs, resolveAreaSlug } from '@/lib/content/policy-areas';
import { themeSchema } from '@/lib/content/themes';

export type SiteIndex = {
  /** Every page in sitemap order, plus the embed widget. */
  routes: string[];
  policyAreas: { slug: string; related: string[]; relatedThemes: string[] }[];
  themes: { slug: string; relatedThemes: string[] }[];
  policies: { slug: string; path: string; categorySlug: string }[];
  /** In the site's order (`order` in the frontmatter). */
  cases: { slug: string; kpis: string[] }[];
  embedCaseSlugs: string[];
  visionCaseSlugs: string[];
  candidates: string[];
  playbooks: string[];
  /** Raw text of every content file by its repository path, to find which ones name a file in public/. */
  contentTexts: Record<string, string>;
};

const byOrder = (a: { order: number; slug: string }, b: { order: number; slug: string }) => a.order - b.order || a.slug.localeCompare(b.slug);

function contentTexts(root: string): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(mdx?|json)$/.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    texts[`content/${path.relative(root, full).split(path.sep).join('/')}`] = fs.readFileSync(full, 'utf8');
  }
  return texts;
}

/** Reads the content folder; files with errors are left out (the content check reports them). */
export function readSiteIndex(root: string): SiteIndex {
  const order = (slug: string) => policyAreaSlugs.indexOf(slug as (typeof policyAreaSlugs)[number]);
  const areas = readCollection('policy-areas', policyAreaSchema, root).items.sort((a, b) => order(a.slug) - order(b.slug));
  const themes = readCollection('themes', themeSchema, root).items;
  // Newest first, as the policy loader orders them.
  const policies = readCollection('policies', policySchema, root).items.sort((a, b) => b.last_updated.localeCompare(a.last_updated)).map((p) => {
    const slug = categorySlug(p.category);
    return { slug: p.slug, categorySlug: slug, path: `/politik/${slug}/${p.slug}` };
  });
  const cases = readCollection('cases', caseSchema, root).items.sort(byOrder);
  const playbooks = readCollection('playbooks', playbookSchema, root).items.sort(byOrder);
  const candidates = readCollection('candidates', candidateSchema, root).items.sort(byOrder);
  // The same list and order as app/sitemap.ts (a test keeps them in step), plus /embed.
  const routes = [
    '/',
    '/vision',
    '/politik',
    ...areas.map((a) => `/politik/${a.slug}`),
    ...themes.map((t) => `/politik/${t.slug}`),
    ...policies.map((p) => p.path),
    '/privatliv',
    '/ai',
    '/cases',
    '/kpi',
    '/kandidater',
    '/kontakt',
    '/embed/docs',
    ...cases.map((c) => `/cases/${c.slug}`),
    ...playbooks.map((p) => `/ai/playbooks/${p.slug}`),
    ...candidates.map((c) => `/kandidater/${c.slug}`),
    '/stem',
    '/en',
    '/en/vote',
    '/embed',
  ];
  return {
    routes,
    policyAreas: areas.map((a) => ({ slug: a.slug, related: a.related.map(resolveAreaSlug), relatedThemes: a.relatedThemes })),
    themes: themes.map((t) => ({ slug: t.slug, relatedThemes: t.relatedThemes })),
    policies,
    cases: cases.map((c) => ({ slug: c.slug, kpis: c.kpis })),
    embedCaseSlugs: cases.slice(0, EMBED_MAX_CASES).map((c) => c.slug),
    visionCaseSlugs: [...visionCaseSlugs],
    candidates: candidates.map((c) => c.slug),
    playbooks: playbooks.map((p) => p.slug),
    contentTexts: contentTexts(root),
  };
}
