import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROUTE_TYPES, routeTypePages } from '../../../scripts/lib/route-types.mjs';
import { clientModulePaths, payloadFacts } from '../../../scripts/lib/rsc-payload.mjs';
import { builtSitemapPaths } from './routes';

// Issue 48: what each route type hydrates at load, read from the build without a browser (docs/hydration.md).
// The site's own client modules its pre-rendered RSC payload references, and the payload's bytes, per route type.
// Counts (modules, elements of them the page renders) are exact: a new client component on a page must raise its
// number on purpose; bytes have ~8 % of room for content edits. `npm run bench:hydration -- --names` prints today's
// figures.
const KB = 1024;
const BUDGETS: Record<string, { modules: number; elements: number; bytes: number }> = {
  home: { modules: 10, elements: 8, bytes: 70 * KB },
  'policy-area': { modules: 5, elements: 3, bytes: 39 * KB },
  policy: { modules: 4, elements: 2, bytes: 35.5 * KB },
  'case-list': { modules: 6, elements: 4, bytes: 31 * KB },
  // A case and a news post carry their lead drawing inside the page (components/ui/picture.tsx): ~1.7 KB each.
  case: { modules: 5, elements: 3, bytes: 33 * KB },
  kpi: { modules: 6, elements: 4, bytes: 35.5 * KB },
  candidates: { modules: 5, elements: 3, bytes: 34.5 * KB },
  candidate: { modules: 6, elements: 4, bytes: 42.5 * KB },
  ai: { modules: 6, elements: 4, bytes: 40 * KB },
  playbook: { modules: 6, elements: 5, bytes: 31.5 * KB },
  vision: { modules: 5, elements: 3, bytes: 35.5 * KB },
  contact: { modules: 5, elements: 4, bytes: 26.5 * KB },
  privacy: { modules: 5, elements: 3, bytes: 38 * KB },
  'embed-docs': { modules: 6, elements: 4, bytes: 27 * KB },
  events: { modules: 6, elements: 4, bytes: 26.5 * KB },
  event: { modules: 6, elements: 4, bytes: 30.5 * KB },
  vote: { modules: 6, elements: 4, bytes: 31.5 * KB },
  en: { modules: 2, elements: 1, bytes: 19.5 * KB },
  'en-vote': { modules: 3, elements: 2, bytes: 23.5 * KB },
  volunteer: { modules: 5, elements: 3, bytes: 25 * KB },
  support: { modules: 5, elements: 3, bytes: 27.5 * KB },
  'news-list': { modules: 5, elements: 3, bytes: 29.5 * KB },
  'news-post': { modules: 5, elements: 3, bytes: 34.5 * KB },
  'newsletter-archive': { modules: 5, elements: 3, bytes: 23.5 * KB },
  newsletter: { modules: 5, elements: 3, bytes: 28 * KB },
  search: { modules: 6, elements: 4, bytes: 22.5 * KB },
};

// The frame every (site) page carries: what a plain text page may hydrate, and nothing else.
const FRAME = [
  'app/(site)/error.tsx',
  'app/global-error.tsx',
  'components/layout/main-nav.tsx',
  'components/layout/site-effects.tsx',
];
const TEXT_PAGES: Record<string, string[]> = {
  privacy: FRAME,
  'news-post': FRAME,
  // Its share button is server HTML; the layout's SiteEffects leaf handles its clicks.
  policy: FRAME,
  // Their forms hydrate on first use: only the small wrapper is referenced, never the form, its schema or its toasts.
  contact: [...FRAME, 'components/forms/forms-on-use.tsx'].sort(),
  volunteer: [...FRAME, 'components/forms/forms-on-use.tsx'].sort(),
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
    // The site's Link is a plain <a> that one delegated listener navigates (components/ui/link.tsx): a next/link
    // element hydrated a component with its hooks, link instance and status context for each link on the page.
    expect(facts!.links, 'next/link elements').toBe(0);
    expect(facts!.bytes, 'RSC payload bytes').toBeLessThanOrEqual(budget!.bytes);
    if (TEXT_PAGES[name]) expect(facts!.site).toEqual(TEXT_PAGES[name]);
  });
}

// Issue 48: the site's links prefetch when the reader reaches for them (components/ui/link.tsx), not because they are
// on screen: Next's viewport prefetch fetched and parsed the payload of every linked page in view (the home page's, the
// site's largest, through the logo and the breadcrumb) and the pictures those payloads name. So no page prefetches
// anything at load, on a phone's screen or a desktop's.
const prefetchesOf = (page: import('@playwright/test').Page) => {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (/[?&]_rsc=/.test(request.url())) paths.push(new URL(request.url()).pathname);
  });
  return paths;
};

// A page at a width, loaded and quiet: what every test below starts from.
const open = async (page: import('@playwright/test').Page, width: number, route: string) => {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(route);
  await page.waitForLoadState('networkidle');
};

// The logo is drawn inline (components/layout/logo-mark.tsx): as an <img> of an SVG file it cost every page a request
// and an isolated SVG document of its own in the browser, its own frame, parser, style and layout. The tab's icon is a
// PNG drawn from it at build (components/layout/site-icon.tsx): an SVG favicon cost the same two documents after load.
const logoPath: string = JSON.parse(
  fs.readFileSync(path.join(process.cwd(), 'content', 'site.json'), 'utf8'),
).logo;
for (const [name, route] of pages)
  test(`${name} (${route}) prefetches nothing at load, at 375 and 1280 px; its logo is no picture file`, async ({
    page,
  }) => {
    const prefetches = prefetchesOf(page);
    const svgPictures: string[] = [];
    page.on('request', (request) => {
      // Any kind: a favicon is fetched as "other", not as an image.
      if (new URL(request.url()).pathname === logoPath) svgPictures.push(request.resourceType());
    });
    for (const width of [375, 1280]) {
      await open(page, width, route);
      expect(prefetches, `${width} px`).toEqual([]);
      await expect(
        page.locator(
          'header a[href="/"] svg[aria-hidden="true"], header a[href="/en"] svg[aria-hidden="true"]',
        ),
      ).toHaveCount(1);
    }
    expect(svgPictures, 'the logo as a picture file').toEqual([]);
  });

// Read from the PNG's own header: the size each icon link promises is the size it is.
test('the tab and home-screen icons are PNGs of the sizes their links name', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const icons = await page
    .locator('head link[rel="icon"], head link[rel="apple-touch-icon"]')
    .evaluateAll((links) =>
      links.map((link) => ({
        rel: link.getAttribute('rel'),
        href: link.getAttribute('href')!,
        sizes: link.getAttribute('sizes'),
      })),
    );
  expect(icons.map((icon) => icon.rel).sort()).toEqual(['apple-touch-icon', 'icon']);
  for (const icon of icons) {
    const response = await request.get(icon.href);
    expect(response.status(), icon.href).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
});

test.describe('a link is prefetched when reached for, and still navigates on the client', () => {
  const card = (page: import('@playwright/test').Page) =>
    page.locator('main a[href^="/kandidater/"]').first();

  test('pointer over it (1280 px)', async ({ page }) => {
    const prefetches = prefetchesOf(page);
    await open(page, 1280, '/kandidater');
    const target = (await card(page).getAttribute('href'))!;
    expect(prefetches).toEqual([]);
    // Moved off and over again until it prefetches, as with the touch below: an early first pass can go unheard.
    await expect
      .poll(async () => {
        await page.mouse.move(0, 0);
        await card(page).hover();
        return prefetches;
      })
      .toContain(target);
    // A client navigation: no new document, and the page state set here survives.
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await card(page).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(documents).toEqual([]);
  });

  test('a touch on it (375 px)', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    const prefetches = prefetchesOf(page);
    await page.goto('/kandidater');
    await page.waitForLoadState('networkidle');
    const target = (await card(page).getAttribute('href'))!;
    expect(prefetches).toEqual([]);
    // Touched again until it prefetches: the listener is the frame's, and on a starved CI core networkidle came before
    // the frame had hydrated (the one touch went unheard, in one of two runs on `taskset -c 0`). A touch that comes
    // that early loses only the head start; the link still navigates.
    await expect
      .poll(async () => {
        await card(page).dispatchEvent('touchstart');
        return prefetches;
      })
      .toContain(target);
    await context.close();
  });

  test('keyboard focus on it', async ({ page }) => {
    const prefetches = prefetchesOf(page);
    await open(page, 375, '/privatliv');
    // Tab from the top of the page to the first link the site's Link rendered (the logo).
    const first = page.locator('a[data-prefetch]').first();
    const target = (await first.getAttribute('href'))!;
    for (let i = 0; i < 10 && !(await first.evaluate((a) => a === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await expect.poll(() => prefetches).toContain(target);
  });

  // The site's links are plain <a> elements that one delegated listener navigates (components/ui/link.tsx).
  const clientNavigation = async (
    page: import('@playwright/test').Page,
    go: () => Promise<unknown>,
    to: string,
  ) => {
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await go();
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(documents).toEqual([]);
  };

  test('by keyboard: Enter on a link navigates on the client, and Back returns the same way', async ({
    page,
  }) => {
    await open(page, 375, '/privatliv');
    const logo = page.locator('header a[data-link][href="/"]').first();
    await logo.focus();
    await clientNavigation(page, () => page.keyboard.press('Enter'), '/');
    await clientNavigation(page, () => page.goBack(), '/privatliv');
  });

  test('a link kept out of prefetching (the search button) still navigates on the client', async ({
    page,
  }) => {
    await open(page, 1280, '/privatliv');
    const search = page.locator('header a[href="/soeg"]').first();
    await expect(search).not.toHaveAttribute('data-prefetch');
    await clientNavigation(page, () => search.click(), '/soeg');
  });

  test('a click with Ctrl or Shift is left to the browser: this page stays, the link opens elsewhere', async ({
    page,
    context,
  }) => {
    await open(page, 1280, '/privatliv');
    const link = page.locator('header a[data-link][href="/"]').first();
    for (const modifier of ['Control', 'Shift'] as const) {
      const opened = context.waitForEvent('page');
      await link.click({ modifiers: [modifier] });
      const other = await opened;
      await expect(other).toHaveURL(/\/$/);
      await other.close();
      await expect(page).toHaveURL(/\/privatliv$/);
    }
  });

  test('the English pages navigate on the client too (their own root layout)', async ({ page }) => {
    await open(page, 375, '/en');
    await clientNavigation(
      page,
      () => page.locator('main a[data-link][href="/en/vote"]').first().click(),
      '/en/vote',
    );
  });

  test('not a plain link: a footer shortcut loads its page in full, so it is never prefetched', async ({
    page,
  }) => {
    const prefetches = prefetchesOf(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/privatliv');
    const shortcut = page.locator('footer a[href^="/"]:not([data-prefetch])').first();
    await shortcut.hover();
    await shortcut.focus();
    await page.waitForLoadState('networkidle');
    expect(prefetches).toEqual([]);
  });
});
