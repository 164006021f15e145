import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The first picture in a page's main content can be its largest paint: it must be fetched at once (not lazy), at high
// priority and preloaded from the head, or come inside the page (a small drawing), and on a self-hosted build every
// size it offers must be a ready-made file (no first-visitor wait on /_next/image). Pages are read from the build when the tests are collected: one test each.
const APP = path.join(process.cwd(), '.next/server/app');

function pagesWithPictures(): { route: string; html: string }[] {
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  // Without a build there is nothing to read: the first test below then fails and says so, instead of the collection.
  if (!fs.existsSync(APP)) return [];
  return walk(APP)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({
      route: `/${path.relative(APP, file).replace(/\.html$/, '')}`.replace(/^\/index$/, '/'),
      html: fs.readFileSync(file, 'utf8'),
    }))
    .filter(({ html }) => /<main[\s\S]*?<img[\s\S]*?<\/main>/.test(html));
}

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];
const decode = (text: string) => text.replace(/&amp;/g, '&');
// The specification asks for a "lazy-loaded photo" on each /kandidater card: there the attribute may stay, as long as the
// preload and fetchpriority below fetch it with the HTML.
const LAZY_BY_SPEC = /^\/kandidater$/;
const pages = pagesWithPictures();

test('the pages whose first screen is a picture are among those checked', () => {
  const routes = pages.map((p) => p.route);
  expect(fs.existsSync(APP), `no build in ${APP}: run npm run build first`).toBe(true);
  // A candidate list, a candidate, a case and a news post with a picture: if one drops out, this names it.
  expect(routes).toContain('/kandidater');
  expect(routes.some((r) => /^\/kandidater\/[^/]+$/.test(r))).toBe(true);
  expect(routes.some((r) => /^\/cases\/[^/]+$/.test(r))).toBe(true);
  expect(routes.some((r) => /^\/nyheder\/(?!side\/)[^/]+$/.test(r))).toBe(true);
});

for (const { route, html } of pages) {
  test(`${route}: the first picture in main is eager, high priority, preloaded, and its sizes are files`, async ({
    request,
  }) => {
    const main = html.match(/<main[\s\S]*?<\/main>/)![0];
    const img = main.match(/<img\b[^>]*>/)![0];
    if (!LAZY_BY_SPEC.test(route)) expect(attr(img, 'loading'), img).not.toBe('lazy');
    expect(attr(img, 'fetchPriority')?.toLowerCase(), img).toBe('high');

    const src = decode(attr(img, 'src')!);
    // A small drawing comes inside the page (components/ui/picture.tsx): nothing to preload, no file to fetch.
    if (src.startsWith('data:')) {
      expect(src).toMatch(/^data:image\/svg\+xml,%3Csvg/);
      expect(html).not.toMatch(/<link\b[^>]*rel="preload"[^>]*as="image"[^>]*href="data:/);
      return;
    }
    const srcSet = attr(img, 'srcSet');
    // React hoists the preload into <head> when it can, else it stands just before the picture: either way the
    // browser's preload scanner meets it before the picture's own tag.
    const before = html.slice(0, html.indexOf(img));
    const preloads = [...before.matchAll(/<link\b[^>]*rel="preload"[^>]*as="image"[^>]*>/g)].map(
      (m) => decode(m[0]),
    );
    const ofThis = preloads.filter((link) =>
      srcSet ? link.includes(decode(srcSet)) : attr(link, 'href') === src,
    );
    expect(ofThis.length, `preload of ${src}`).toBeGreaterThan(0);
    // An eager picture is preloaded once, by React: a link of our own beside it was the same preload again.
    if (attr(img, 'loading') !== 'lazy') expect(ofThis, `preloads of ${src}`).toHaveLength(1);
    // A lazy picture is not requested until layout: its preload must stand in <head>, ahead of the inlined stylesheet
    // (scripts/build/head-preloads.mjs copies it there), or the paint waits for it (issue 38).
    if (attr(img, 'loading') === 'lazy') {
      const head = html.slice(0, html.indexOf('</head>'));
      const preload = [...head.matchAll(/<link\b[^>]*rel="preload"[^>]*as="image"[^>]*>/g)].find(
        (m) => srcSet && decode(m[0]).includes(decode(srcSet)),
      );
      expect(preload, `preload of ${src} in <head>`).toBeDefined();
      expect(preload!.index, 'ahead of the inlined stylesheet').toBeLessThan(
        head.indexOf('<style'),
      );
    }

    const urls = [
      src,
      ...(srcSet
        ? decode(srcSet)
            .split(', ')
            .map((entry) => entry.split(' ')[0]!)
        : []),
    ];
    for (const url of new Set(urls)) {
      expect(url, 'no runtime optimizer on a self-hosted build').not.toContain('/_next/image');
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toMatch(/^image\//);
    }
  });
}

// A lead picture's preload belongs to its own page's HTML: another page that merely prefetches that page (the header
// links to /kandidater from everywhere, prefetched when the pointer is over it) must not download its pictures.
test('a page that prefetches /kandidater downloads none of its pictures', async ({ page }) => {
  const prefetches: string[] = [];
  const pictures: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (r.headers()['rsc'] && pathname.startsWith('/kandidater')) prefetches.push(pathname);
    if (/^\/(_v|billeder)\//.test(pathname)) pictures.push(pathname);
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/politik');
  await page.locator('header a[href="/kandidater"]').first().hover();
  await expect
    .poll(() => prefetches.length, { message: 'the header link prefetched /kandidater' })
    .toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(pictures).toEqual([]);
});
