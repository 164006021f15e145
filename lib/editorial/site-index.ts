// What content:changed needs to know about the site, read with the content loader from any content folder.
import fs from 'node:fs';
import path from 'node:path';
import { EMBED_MAX_CASES } from '@/lib/embed/config';
import { candidates as candidateFiles } from '@/lib/content/candidates';
import { events as eventFiles } from '@/lib/content/events';
import { cases as caseFiles } from '@/lib/content/cases';
import { categorySlug } from '@/lib/content/category-slug';
import { news as newsFiles } from '@/lib/content/news';
import { extraPageNumbers } from '@/lib/news/paging';
import { readCollection } from '@/lib/content/collection';
import { playbooks as playbookFiles } from '@/lib/content/playbooks';
import { policies as policyFiles } from '@/lib/content/policies';
import { policyAreas, policyAreaSlugs, resolveAreaSlug } from '@/lib/content/policy-areas';
import { themes as themeFiles } from '@/lib/content/themes';
import { newsletters as newsletterFiles } from '@/lib/content/newsletters';

/** The cases /vision shows, read leniently: a broken file is the content check's to report. */
function visionCaseSlugs(root: string): string[] {
  try {
    const slugs = JSON.parse(fs.readFileSync(path.join(root, 'sections', 'vision.json'), 'utf8'))
      ?.examples?.caseSlugs;
    return Array.isArray(slugs) ? slugs.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

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
  /** Newest first, as /nyheder lists them. */
  news: { slug: string; author: string; areas: string[] }[];
  /** Raw text of every content file by its repository path, to find which ones name a file in public/. */
  contentTexts: Record<string, string>;
};

const byOrder = (a: { order: number; slug: string }, b: { order: number; slug: string }) =>
  a.order - b.order || a.slug.localeCompare(b.slug);

function contentTexts(root: string): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(mdx?|json)$/.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    texts[`content/${path.relative(root, full).split(path.sep).join('/')}`] = fs.readFileSync(
      full,
      'utf8',
    );
  }
  return texts;
}

/** Reads the content folder; files with errors are left out (the content check reports them). */
export function readSiteIndex(root: string): SiteIndex {
  const order = (slug: string) => policyAreaSlugs.indexOf(slug as (typeof policyAreaSlugs)[number]);
  const areas = readCollection(policyAreas.folder, policyAreas.schema, root).items.sort(
    (a, b) => order(a.slug) - order(b.slug),
  );
  const themes = readCollection(themeFiles.folder, themeFiles.schema, root).items;
  // Newest first, as the policy loader orders them.
  const policies = readCollection(policyFiles.folder, policyFiles.schema, root)
    .items.sort((a, b) => b.last_updated.localeCompare(a.last_updated))
    .map((p) => {
      const slug = categorySlug(p.category);
      return { slug: p.slug, categorySlug: slug, path: `/politik/${slug}/${p.slug}` };
    });
  const cases = readCollection(caseFiles.folder, caseFiles.schema, root).items.sort(byOrder);
  const playbooks = readCollection(playbookFiles.folder, playbookFiles.schema, root).items.sort(
    byOrder,
  );
  const candidates = readCollection(candidateFiles.folder, candidateFiles.schema, root).items.sort(
    byOrder,
  );
  const news = readCollection(newsFiles.folder, newsFiles.schema, root).items.sort(
    (a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title, 'da'),
  );
  // By start, as the events loader orders them (local 'YYYY-MM-DD HH:MM' text sorts like the instants it names).
  const events = readCollection(eventFiles.folder, eventFiles.schema, root).items.sort(
    (a, b) => a.start.localeCompare(b.start) || a.slug.localeCompare(b.slug),
  );
  // Only archived newsletters have a page (issue 36), newest first as /nyhedsbrev lists them.
  const newsletters = readCollection(newsletterFiles.folder, newsletterFiles.schema, root)
    .items.filter((letter) => letter.archive)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
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
    '/bliv-frivillig',
    '/stoet-os',
    ...cases.map((c) => `/cases/${c.slug}`),
    ...playbooks.map((p) => `/ai/playbooks/${p.slug}`),
    ...candidates.map((c) => `/kandidater/${c.slug}`),
    '/moed-os',
    ...events.map((e) => `/moed-os/${e.slug}`),
    '/nyhedsbrev',
    ...newsletters.map((letter) => `/nyhedsbrev/${letter.slug}`),
    '/stem',
    '/en',
    '/en/vote',
    '/nyheder',
    ...extraPageNumbers(news.length).map((n) => `/nyheder/side/${n}`),
    ...news.map((post) => `/nyheder/${post.slug}`),
    '/embed',
  ];
  return {
    routes,
    policyAreas: areas.map((a) => ({
      slug: a.slug,
      related: a.related.map(resolveAreaSlug),
      relatedThemes: a.relatedThemes,
    })),
    themes: themes.map((t) => ({ slug: t.slug, relatedThemes: t.relatedThemes })),
    policies,
    cases: cases.map((c) => ({ slug: c.slug, kpis: c.kpis })),
    embedCaseSlugs: cases.slice(0, EMBED_MAX_CASES).map((c) => c.slug),
    visionCaseSlugs: visionCaseSlugs(root),
    candidates: candidates.map((c) => c.slug),
    playbooks: playbooks.map((p) => p.slug),
    news: news.map((post) => ({ slug: post.slug, author: post.author, areas: post.areas })),
    contentTexts: contentTexts(root),
  };
}
