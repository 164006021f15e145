import { gzipSync } from 'node:zlib';
import { type Page } from '@playwright/test';
import { expect, test } from './shared-page';
import { expectNoAxeViolations, viewports } from './axe';

// Issue 25: /stem in Danish, /en and /en/vote in English, and the election line on / that follows the reader's day.
const PAIRS = [
  { da: '/stem', en: '/en/vote' },
  { da: '/', en: '/en' },
];
const DATE_TEXT = 'Valget er tirsdag den 20. november 2029';

const alternatesIn = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/?>/g)].map((m) => [
      m[1]!,
      new URL(m[2]!).pathname,
    ]),
  );

test('hreflang pairs are reciprocal in the HTML (da, en, x-default)', async ({ request }) => {
  for (const { da, en } of PAIRS) {
    for (const path of [da, en]) {
      const html = await (await request.get(path)).text();
      expect(alternatesIn(html), path).toEqual({ da, en, 'x-default': da });
    }
  }
});

test('hreflang pairs are reciprocal in the sitemap', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const entries = new Map(
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
      const loc = new URL(m[1]!.match(/<loc>([^<]+)<\/loc>/)![1]!).pathname;
      const links = Object.fromEntries(
        [...m[1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
          (l) => [l[1]!, new URL(l[2]!).pathname],
        ),
      );
      return [loc, links];
    }),
  );
  for (const { da, en } of PAIRS) {
    expect(entries.get(da), da).toEqual({ da, en, 'x-default': da });
    expect(entries.get(en), en).toEqual({ da, en, 'x-default': da });
  }
});

test('the English pages say lang="en", the Danish ones lang="da", and each links to the other language', async ({
  sharedPage: page,
}) => {
  for (const [path, lang, other, label] of [
    ['/en', 'en', '/', 'Dansk'],
    ['/en/vote', 'en', '/stem', 'Dansk'],
    ['/stem', 'da', '/en/vote', 'English'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator(`a[href="${other}"]`, { hasText: label }).first()).toBeVisible();
  }
  await expect(page.locator('footer a[href="/en"]', { hasText: 'English' })).toBeVisible();
});

for (const [name, size] of Object.entries(viewports)) {
  test(`axe finds nothing on /stem, /en and /en/vote (${name})`, async ({ sharedPage: page }) => {
    await page.setViewportSize(size);
    for (const path of ['/stem', '/en', '/en/vote']) {
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('/ and /stem carry the date from the server', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-election-banner]')).toHaveText(DATE_TEXT);
    await page.goto('/stem');
    await expect(page.locator('[data-election-countdown]')).toHaveText(DATE_TEXT);
  });
});

/** Layout shifts through the load and the leaf's swap, each with the elements that moved (empty when none). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const shifts: string[] = [];
        const describe = (node: Node | null) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${String(node.className).trim().split(/\s+/).slice(0, 3).join('.')} ${JSON.stringify(node.textContent?.slice(0, 30))}`
            : (node?.nodeName ?? '?');
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: {
              node: Node | null;
              previousRect: DOMRectReadOnly;
              currentRect: DOMRectReadOnly;
            }[];
          })[])
            if (!entry.hadRecentInput)
              shifts.push(
                `${entry.value.toFixed(6)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map((s) => `${describe(s.node)} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`).join('; ')}`,
              );
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 500);
      }),
  );

// page.clock sets the reader's clock (UTC instants; Copenhagen is UTC+1 in November).
const states = [
  {
    at: '2029-11-17T12:00:00Z',
    banner: '3 dage til valget – sådan stemmer du',
    stem: `${DATE_TEXT} – om 3 dage`,
  },
  {
    at: '2029-11-01T12:00:00Z',
    banner: '19 dage til valget – du kan brevstemme nu',
    stem: `${DATE_TEXT} – om 19 dage`,
  },
  {
    at: '2029-11-20T18:59:00Z',
    banner: 'Valgdag i dag – stemmestederne er åbne til kl. 20',
    stem: 'Valgdag i dag – stemmestederne er åbne til kl. 20',
  },
  { at: '2029-11-20T19:01:00Z', banner: '', stem: 'Valget var tirsdag den 20. november 2029' },
];

for (const { at, banner, stem } of states) {
  test(`on ${at} the banner and /stem say so, without moving the page`, async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.clock.setFixedTime(new Date(at));
    await page.goto('/');
    const box = page.locator('[data-election-banner]');
    await expect(box).toHaveText(banner);
    expect(await layoutShift(page)).toEqual([]);
    // The box keeps the height reserved for two lines at 375 px, whatever it says.
    expect((await box.boundingBox())!.height).toBe(56);
    await page.goto('/stem');
    await expect(page.locator('[data-election-countdown]')).toHaveText(stem);
    expect(await layoutShift(page)).toEqual([]);
  });
}

test('the banner adds at most 1 KB gzip of JavaScript to / and no request', async ({
  page,
  request,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.clock.setFixedTime(new Date('2029-11-17T12:00:00Z'));
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('[data-election-banner]')).toHaveText(/dage til valget/);
  // No prefetch of /stem, no data: the leaf reads only the clock and its props.
  expect(requested.filter((p) => p.startsWith('/stem') || p.includes('election'))).toEqual([]);

  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)]
    .filter((m) => !/noModule/i.test(m[0]))
    .map((m) => m[1]!);
  // Turbopack writes modules as `,<id>[,<id>],e=>{…}` entries: the banner's are the ones holding its markers.
  const entry = /,(?=\d+(?:,\d+)*,e=>\{)/;
  const isBanner = (module: string) =>
    module.includes('data-election-banner') || module.includes('closesAt');
  let added = 0;
  let found = 0;
  for (const src of scripts) {
    const js = await (await request.get(src)).text();
    if (!js.includes('data-election-banner') && !js.includes('closesAt')) continue;
    // The banner rides in a chunk the page loads anyway (it is in the HTML's own script list): no request of its own.
    const modules = js.split(entry);
    found += modules.filter(isBanner).length;
    added += gzipSync(js).length - gzipSync(modules.filter((m) => !isBanner(m)).join(',')).length;
  }
  expect(found).toBeGreaterThan(0);
  console.log(`election banner: ${added} bytes gzip on /`);
  expect(added).toBeLessThanOrEqual(1024);
});
