import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROUTE_TYPES, routeTypePages } from '../../../scripts/lib/route-types.mjs';
import { clientModulePaths, payloadFacts } from '../../../scripts/lib/rsc-payload.mjs';
import { builtSitemapPaths } from './routes';

// Issue 48: what each route type hydrates at load, read from the build without a browser (docs/hydration.md).
// The site's own client modules its pre-rendered RSC payload references, and the payload's bytes, per route type.
// Counts (modules, elements of them the page renders, next/link elements) are exact: a new client component or link on
// a page must raise its number on purpose; bytes have ~8 % of room for content edits. `npm run bench:hydration -- --names` prints today's figures.
const KB = 1024;
const BUDGETS: Record<string, { modules: number; elements: number; links: number; bytes: number }> =
  {
    home: { modules: 10, elements: 8, links: 26, bytes: 70 * KB },
    'policy-area': { modules: 5, elements: 3, links: 14, bytes: 39 * KB },
    policy: { modules: 6, elements: 4, links: 7, bytes: 35.5 * KB },
    'case-list': { modules: 6, elements: 4, links: 9, bytes: 31 * KB },
    case: { modules: 5, elements: 3, links: 6, bytes: 31 * KB },
    kpi: { modules: 6, elements: 4, links: 3, bytes: 35.5 * KB },
    candidates: { modules: 5, elements: 3, links: 7, bytes: 34.5 * KB },
    candidate: { modules: 6, elements: 4, links: 10, bytes: 42.5 * KB },
    ai: { modules: 6, elements: 4, links: 7, bytes: 40 * KB },
    playbook: { modules: 6, elements: 5, links: 6, bytes: 31.5 * KB },
    vision: { modules: 5, elements: 3, links: 7, bytes: 35.5 * KB },
    contact: { modules: 7, elements: 5, links: 3, bytes: 26.5 * KB },
    privacy: { modules: 5, elements: 3, links: 3, bytes: 38 * KB },
    'embed-docs': { modules: 6, elements: 4, links: 3, bytes: 27 * KB },
    events: { modules: 6, elements: 4, links: 2, bytes: 26.5 * KB },
    event: { modules: 6, elements: 4, links: 7, bytes: 30.5 * KB },
    vote: { modules: 6, elements: 4, links: 5, bytes: 31.5 * KB },
    en: { modules: 1, elements: 0, links: 6, bytes: 19.5 * KB },
    'en-vote': { modules: 2, elements: 1, links: 8, bytes: 23.5 * KB },
    volunteer: { modules: 6, elements: 4, links: 3, bytes: 25 * KB },
    support: { modules: 5, elements: 3, links: 3, bytes: 27.5 * KB },
    'news-list': { modules: 5, elements: 3, links: 8, bytes: 29.5 * KB },
    'news-post': { modules: 5, elements: 3, links: 9, bytes: 32 * KB },
    'newsletter-archive': { modules: 5, elements: 3, links: 5, bytes: 23.5 * KB },
    newsletter: { modules: 5, elements: 3, links: 7, bytes: 28 * KB },
    search: { modules: 6, elements: 4, links: 4, bytes: 22.5 * KB },
  };

// The frame every (site) page carries: what a plain text page may hydrate, and nothing else.
const FRAME = [
  'app/(site)/error.tsx',
  'app/global-error.tsx',
  'components/layout/app-links.tsx',
  'components/layout/main-nav.tsx',
  'components/layout/site-effects.tsx',
];
const TEXT_PAGES: Record<string, string[]> = {
  privacy: FRAME,
  'news-post': FRAME,
  policy: [...FRAME, 'components/politik/share-button.tsx'].sort(),
};

const dist = path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next');
const pages = routeTypePages(builtSitemapPaths());
const modules = pages.length ? clientModulePaths(dist) : new Map<string, string>();

test('the build has a pre-rendered page and a budget for every route type', () => {
  expect(pages.map(([name]) => name)).toEqual(ROUTE_TYPES.map(({ name }) => name));
  for (const [name, page] of pages) {
    expect(payloadFacts(dist, page, modules), `${name}: ${page} pre-rendered`).not.toBeNull();
    expect(BUDGETS[name], `${name}: budget`).toBeDefined();
  }
});

for (const [name, page] of pages) {
  test(`${name} (${page}) hydrates no more than its budget`, () => {
    const facts = payloadFacts(dist, page, modules);
    const budget = BUDGETS[name];
    test.skip(!facts || !budget, 'checked by the test above');
    expect(
      facts!.site.filter((s) => s.startsWith('unknown:')),
      'every module named',
    ).toEqual([]);
    expect(facts!.site.length, `client modules: ${facts!.site.join(', ')}`).toBeLessThanOrEqual(
      budget!.modules,
    );
    expect(facts!.elements, 'elements of site client components').toBeLessThanOrEqual(
      budget!.elements,
    );
    expect(
      facts!.links,
      'next/link elements (each hydrates and watches the viewport to prefetch)',
    ).toBeLessThanOrEqual(budget!.links);
    expect(facts!.bytes, 'RSC payload bytes').toBeLessThanOrEqual(budget!.bytes);
    if (TEXT_PAGES[name]) expect(facts!.site).toEqual(TEXT_PAGES[name]);
  });
}

// Issue 48: what sits in the first screen of every page (the logo, the breadcrumb) does not prefetch; the home page's
// payload, the site's largest, was fetched and parsed on each load. Links in the text still prefetch as Next does.
test('a text page at 375 px prefetches nothing at load (logo and breadcrumb do not prefetch)', async ({
  page,
}) => {
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (/[?&]_rsc=/.test(request.url())) prefetches.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/privatliv');
  await page.waitForLoadState('networkidle');
  expect(prefetches).toEqual([]);
});
