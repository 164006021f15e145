// Maps changed files to the site pages they change, so a reviewer opens exactly those pages of the preview.
import { PARTY_AUTHOR } from '@/lib/content/news';
import { LATEST_NEWS_COUNT, NEWS_PAGE_SIZE } from '@/lib/news/paging';
import type { SiteIndex } from './site-index';

export type FileStatus = 'added' | 'modified' | 'deleted';
export type ChangedFile = { path: string; status: FileStatus };

/** One page and the changed files that change it. */
type ChangedPage = { route: string; files: string[]; gone: boolean };
export type ChangedPages = { pages: ChangedPage[]; withoutPage: string[] };

const slugOf = (file: string) =>
  file
    .split('/')
    .pop()!
    .replace(/\.(mdx?|json)$/, '');

/** The pages one content file shows up on (its own page first). */
function pagesOfContent(file: ChangedFile, site: SiteIndex): string[] {
  const [, folder, name] = file.path.split('/');
  if (file.path === 'content/site.json') return site.routes;
  if (!name || name.startsWith('_') || !/\.(mdx?|json)$/.test(name)) return [];
  const slug = slugOf(name);
  const addedOrDeleted = file.status !== 'modified';
  switch (folder) {
    case 'policy-areas':
      // Its page, the home carousel, the /politik grid, and the areas whose related list shows its title.
      return [
        `/politik/${slug}`,
        '/',
        '/politik',
        '/en',
        ...site.policyAreas
          .filter((a) => a.related.includes(slug))
          .map((a) => `/politik/${a.slug}`),
      ];
    case 'themes':
      return [
        `/politik/${slug}`,
        '/politik',
        ...site.policyAreas
          .filter((a) => a.relatedThemes.includes(slug))
          .map((a) => `/politik/${a.slug}`),
        ...site.themes
          .filter((t) => t.relatedThemes.includes(slug))
          .map((t) => `/politik/${t.slug}`),
      ];
    case 'policies': {
      // Policy-area pages do not list policies; /politik does, and so does 'Relaterede Politikker' on the same category's policies.
      const policy = site.policies.find((p) => p.slug === slug);
      if (!policy) return ['/politik'];
      const sameCategory = site.policies
        .filter((p) => p.categorySlug === policy.categorySlug && p.slug !== slug)
        .map((p) => p.path);
      return [policy.path, '/politik', ...sameCategory];
    }
    case 'pages':
      return slug === 'politik'
        ? ['/politik']
        : site.routes.includes(`/${slug}`)
          ? [`/${slug}`]
          : [];
    case 'cases': {
      const pages = [`/cases/${slug}`, '/cases'];
      if (site.visionCaseSlugs.includes(slug)) pages.push('/vision');
      // The widget shows the first six cases; a deleted one may have been among them.
      if (site.embedCaseSlugs.includes(slug) || file.status === 'deleted') pages.push('/embed');
      // /ai shows only how many cases there are.
      if (addedOrDeleted) pages.push('/ai');
      return pages;
    }
    case 'kpis':
      return [
        '/kpi',
        ...site.cases.filter((c) => c.kpis.includes(slug)).map((c) => `/cases/${c.slug}`),
      ];
    case 'candidates':
      // /stem, /en/vote and /en list the candidates by name.
      return [`/kandidater/${slug}`, '/kandidater', '/stem', '/en', '/en/vote'];
    case 'playbooks':
      return [`/ai/playbooks/${slug}`, '/ai'];
    case 'demos':
      return ['/', '/ai'];
    case 'sections':
      return slug === 'home'
        ? ['/']
        : slug === 'vision'
          ? ['/vision']
          : slug === 'ai-governance'
            ? ['/ai']
            : slug === 'kpi'
              ? ['/kpi']
              : [];
    case 'news':
      return newsPages(slug, site);
    case 'events':
      // The home page shows the next three (candidate pages list theirs too, and /kalender.ics holds them all).
      return [`/moed-os/${slug}`, '/moed-os', '/'];
    case 'en':
      return slug === 'vote' ? ['/en/vote'] : slug === 'about' ? ['/en'] : [];
    case 'nyhedsbreve':
      // An archived newsletter's web version and the archive; one sent only as mail has no page.
      return site.routes.includes(`/nyhedsbrev/${slug}`) || file.status === 'deleted'
        ? [`/nyhedsbrev/${slug}`, '/nyhedsbrev']
        : [];
    default:
      return [];
  }
}

/** A post's page, the list page it is on, the home page's "Seneste nyt", its author's page and its areas' pages. */
function newsPages(slug: string, site: SiteIndex): string[] {
  const index = site.news.findIndex((post) => post.slug === slug);
  const post = site.news[index];
  if (!post) return ['/nyheder', '/'];
  const listPage = Math.floor(index / NEWS_PAGE_SIZE) + 1;
  return [
    `/nyheder/${slug}`,
    listPage === 1 ? '/nyheder' : `/nyheder/side/${listPage}`,
    ...(index < LATEST_NEWS_COUNT ? ['/'] : []),
    ...(post.author === PARTY_AUTHOR ? [] : [`/kandidater/${post.author}`]),
    ...post.areas.map((area) => `/politik/${area}`),
    // Its neighbours link to it by title.
    ...[site.news[index - 1], site.news[index + 1]].flatMap((other) =>
      other ? [`/nyheder/${other.slug}`] : [],
    ),
  ];
}

/** A file in public/ changes the pages of every content file that names it (site.json names the logo and share image). */
function pagesOfPublicFile(file: ChangedFile, site: SiteIndex): string[] {
  const url = file.path.slice('public'.length);
  return Object.entries(site.contentTexts)
    .filter(
      ([, text]) =>
        text.includes(`"${url}"`) ||
        new RegExp(
          `[\\s:(\\[]${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[\\s)\\],"']|$)`,
          'm',
        ).test(text),
    )
    .flatMap(([path]) => pagesOfContent({ path, status: 'modified' }, site));
}

/** Every page the changed files touch, in the site's order; content files with no page are listed apart. Code changes are not mapped. */
export function changedPages(files: ChangedFile[], site: SiteIndex): ChangedPages {
  const byRoute = new Map<string, Set<string>>();
  const withoutPage: string[] = [];
  for (const file of files) {
    const isContent = file.path.startsWith('content/');
    if (!isContent && !file.path.startsWith('public/')) continue;
    const routes = isContent ? pagesOfContent(file, site) : pagesOfPublicFile(file, site);
    if (!routes.length) withoutPage.push(file.path);
    for (const route of routes)
      byRoute.set(route, (byRoute.get(route) ?? new Set()).add(file.path));
  }
  const rank = (route: string) =>
    site.routes.includes(route) ? site.routes.indexOf(route) : site.routes.length;
  const pages = [...byRoute]
    .map(([route, changed]) => ({
      route,
      files: [...changed].sort(),
      gone: !site.routes.includes(route),
    }))
    .sort((a, b) => rank(a.route) - rank(b.route) || a.route.localeCompare(b.route));
  return { pages, withoutPage };
}

/** The Markdown list reviewers see in the job summary. */
export function changedPagesMarkdown(
  { pages, withoutPage }: ChangedPages,
  baseUrl: string,
): string {
  const base = baseUrl.replace(/\/$/, '');
  const lines = [`### Sider, der ændres (${pages.length})`, ''];
  if (!pages.length) lines.push('Ingen sider på sitet ændres af filerne i denne ændring.');
  for (const page of pages) {
    const link = page.gone
      ? `\`${page.route}\` (findes ikke længere)`
      : `[${page.route}](${base}${encodeURI(page.route)})`;
    lines.push(`- ${link} – ${page.files.map((f) => `\`${f}\``).join(', ')}`);
  }
  if (withoutPage.length)
    lines.push(
      '',
      `Ændret uden at vise sig på en side: ${withoutPage.map((f) => `\`${f}\``).join(', ')}`,
    );
  return `${lines.join('\n')}\n`;
}
