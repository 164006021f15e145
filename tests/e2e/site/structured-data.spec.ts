import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Reads the JSON-LD of every pre-rendered page straight from the build (.next/server/app), so each new page is checked
// without being listed; the request-time states (404s, unsubscribe, widget) are fetched from the server.
const APP = path.join(process.cwd(), '.next/server/app');
const site = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'content/site.json'), 'utf8')) as {
  url: string;
};
const SITE_URL = (process.env.SITE_URL ?? site.url).replace(/\/$/, '');

type Ld = Record<string, unknown> & { '@type': string };
const LD_SCRIPT = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;
const jsonLdTexts = (html: string) => [...html.matchAll(LD_SCRIPT)].map((m) => m[1]!);
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

function prerenderedPages(): { route: string; html: string }[] {
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  return walk(APP)
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const route = `/${path.relative(APP, file).replace(/\.html$/, '')}`.replace(/^\/index$/, '/');
      return { route, html: fs.readFileSync(file, 'utf8') };
    });
}

// Pages that must carry no structured data: not-found states and Next's error shells.
const EXCLUDED = (route: string) =>
  /^\/(_not-found|_global-error|ikke-fundet\/|moed-os\/afmeld$)/.test(route);

// A post under /nyheder (the list's own pages live at /nyheder/side/{n}).
const NEWS_POST = /^\/nyheder\/(?!side\/)[^/]+$/;

/** Which schema.org types each kind of page carries (PoliticalParty is the party's Organization). */
function expectedTypes(route: string): string[] {
  const types = ['PoliticalParty'];
  if (route === '/') types.push('WebSite');
  if (/^\/politik\/[^/]+\/[^/]+$/.test(route)) types.push('Article');
  if (/^\/kandidater\/[^/]+$/.test(route)) types.push('ProfilePage');
  if (NEWS_POST.test(route)) types.push('NewsArticle', 'BreadcrumbList');
  if (/^\/moed-os\/[^/]+$/.test(route)) types.push('Event', 'BreadcrumbList');
  // A newsletter's web version (the archive's own page, /nyhedsbrev, carries only the party).
  if (/^\/nyhedsbrev\/[^/]+$/.test(route)) types.push('Article', 'BreadcrumbList');
  if (
    /^\/(politik|cases|kandidater|ai\/playbooks)\/.+$/.test(route) ||
    [
      '/politik',
      '/privatliv',
      '/embed/docs',
      '/bliv-frivillig',
      '/stoet-os',
      '/stem',
      '/en/vote',
    ].includes(route)
  )
    types.push('BreadcrumbList');
  return types.sort();
}

const onSite = (value: unknown) =>
  typeof value === 'string' && (value === SITE_URL || value.startsWith(`${SITE_URL}/`));
const absolute = (value: unknown) => typeof value === 'string' && /^https:\/\/[^/]+/.test(value);

/** Every URL-valued property anywhere in the block: on SITE_URL, except sameAs (the party's or candidate's profiles elsewhere). */
function checkUrls(node: unknown, where: string) {
  if (Array.isArray(node)) return node.forEach((item) => checkUrls(item, where));
  if (!node || typeof node !== 'object') return;
  // An online event's meeting link lives on the meeting service, not on the site.
  if ((node as Ld)['@type'] === 'VirtualLocation')
    return expect(absolute((node as Ld).url), `${where} VirtualLocation url`).toBe(true);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'sameAs')
      for (const url of [value].flat()) expect(absolute(url), `${where} sameAs ${url}`).toBe(true);
    else if (
      ['url', 'item', 'image', 'logo', 'mainEntityOfPage', '@id'].includes(key) &&
      typeof value === 'string'
    )
      expect(onSite(value), `${where} ${key} ${value}`).toBe(true);
    else checkUrls(value, `${where}.${key}`);
  }
}

const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/;
const party = { name: expect.any(String), url: expect.stringMatching(/^https:\/\//) };

// Google's required and recommended properties per type (developers.google.com/search/docs/appearance/structured-data).
const checks: Record<string, (ld: Ld, route: string, html: string) => void> = {
  PoliticalParty: (ld) => {
    expect(ld).toMatchObject({
      name: expect.any(String),
      url: SITE_URL,
      logo: expect.stringMatching(/^https:\/\/.+\.(svg|png)$/),
      description: expect.any(String),
    });
    expect((ld.sameAs as string[]).length).toBeGreaterThan(0);
  },
  WebSite: (ld) =>
    expect(ld).toMatchObject({
      name: expect.any(String),
      url: `${SITE_URL}/`,
      inLanguage: 'da-DK',
    }),
  Article: (ld, route, html) => {
    expect(ld).toMatchObject({
      headline: expect.any(String),
      description: expect.any(String),
      inLanguage: 'da-DK',
      author: party,
      publisher: party,
    });
    expect((ld.headline as string).length).toBeLessThanOrEqual(110);
    expect(ld.dateModified).toMatch(isoDate);
    if (ld.datePublished) expect(ld.datePublished).toMatch(isoDate);
    // The article's image is the page's own OG image (og:image carries the same path plus a cache-busting query).
    const ogImage = decode(html.match(/<meta property="og:image" content="([^"]+)"/)![1]!);
    expect(ld.image).toBe(ogImage.replace(/\?.*$/, ''));
    expect(decodeURI(ld.url as string)).toBe(`${SITE_URL}${route}`);
    // The visible "Opdateret" date is the one the block announces.
    expect(html).toContain(`dateTime="${ld.dateModified}"`);
  },
  BreadcrumbList: (ld, route, html) => {
    const items = ld.itemListElement as {
      '@type': string;
      position: number;
      name: string;
      item: string;
    }[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    items.forEach((item, index) =>
      expect(item).toMatchObject({
        '@type': 'ListItem',
        position: index + 1,
        name: expect.any(String),
        item: expect.any(String),
      }),
    );
    expect(decodeURI(items.at(-1)!.item)).toBe(
      route === '/' ? `${SITE_URL}/` : `${SITE_URL}${route}`,
    );
    // The English pages' trail starts at their own home, /en.
    expect(items[0]!.item).toBe(route.startsWith('/en/') ? `${SITE_URL}/en` : `${SITE_URL}/`);
    // Where the page shows a breadcrumb, the list is exactly that trail.
    const nav = html.match(/<nav aria-label="Brødkrumme"[\s\S]*?<\/nav>/)?.[0];
    if (nav) {
      const visible = [
        ...nav.matchAll(/<(?:a [^>]*?href="([^"]+)"[^>]*|span aria-current="page"[^>]*)>([^<]+)</g),
      ].map((m) => ({ path: m[1], name: decode(m[2]!) }));
      expect(items.map((i) => i.name)).toEqual(visible.map((v) => v.name));
      visible
        .slice(0, -1)
        .forEach((v, i) =>
          expect(decodeURI(items[i]!.item)).toBe(
            v.path === '/' ? `${SITE_URL}/` : `${SITE_URL}${decodeURI(v.path!)}`,
          ),
        );
    }
  },
  NewsArticle: (ld, route, html) => {
    expect(ld).toMatchObject({
      headline: expect.any(String),
      description: expect.any(String),
      inLanguage: 'da-DK',
      publisher: party,
    });
    expect((ld.headline as string).length).toBeLessThanOrEqual(110);
    // Google: the author is a Person (a candidate, with the page about them) or the party as an Organization.
    const author = ld.author as Record<string, unknown>;
    if (author['@type'] === 'Person')
      expect(author).toMatchObject({
        name: expect.any(String),
        url: expect.stringMatching(new RegExp(`^${SITE_URL}/kandidater/`)),
      });
    else expect(author).toMatchObject({ '@type': 'Organization', ...party });
    expect(ld.datePublished).toMatch(isoDate);
    expect(ld.dateModified).toMatch(isoDate);
    expect(Date.parse(ld.dateModified as string)).toBeGreaterThanOrEqual(
      Date.parse(ld.datePublished as string),
    );
    // The first image is the page's own OG image; a post's own picture may follow.
    const ogImage = decode(html.match(/<meta property="og:image" content="([^"]+)"/)![1]!);
    expect((ld.image as string[])[0]).toBe(ogImage.replace(/\?.*$/, ''));
    expect(decodeURI(ld.url as string)).toBe(`${SITE_URL}${route}`);
    // The visible publication date is the day the block announces.
    expect(html).toContain(`dateTime="${(ld.datePublished as string).slice(0, 10)}"`);
  },
  Event: (ld, route, html) => {
    expect(ld).toMatchObject({
      name: expect.any(String),
      description: expect.any(String),
      startDate: expect.stringMatching(isoDate),
      endDate: expect.stringMatching(isoDate),
      eventStatus: expect.stringMatching(
        /^https:\/\/schema\.org\/Event(Scheduled|Cancelled|Rescheduled)$/,
      ),
      eventAttendanceMode: expect.stringMatching(
        /^https:\/\/schema\.org\/(Offline|Online|Mixed)EventAttendanceMode$/,
      ),
      organizer: party,
      offers: expect.objectContaining({ '@type': 'Offer', price: 0, priceCurrency: 'DKK' }),
    });
    expect(Date.parse(ld.endDate as string)).toBeGreaterThan(Date.parse(ld.startDate as string));
    expect(decodeURI(ld.url as string)).toBe(`${SITE_URL}${route}`);
    if (ld.eventStatus === 'https://schema.org/EventRescheduled')
      expect(ld.previousStartDate).toMatch(isoDate);
    // The first image is the page's own OG image (og:image carries the same path plus a cache-busting query).
    const ogImage = decode(html.match(/<meta property="og:image" content="([^"]+)"/)![1]!);
    expect((ld.image as string[])[0]).toBe(ogImage.replace(/\?.*$/, ''));
    const performers = ld.performer as { '@type': string; name: string; url: string }[];
    expect(performers.length).toBeGreaterThan(0);
    for (const p of performers)
      expect(p).toMatchObject({
        '@type': 'Person',
        name: expect.any(String),
        url: expect.stringMatching(/\/kandidater\//),
      });
    for (const place of [ld.location].flat() as Ld[]) {
      if (place['@type'] === 'Place')
        expect(place).toMatchObject({
          name: expect.any(String),
          address: {
            '@type': 'PostalAddress',
            streetAddress: expect.any(String),
            postalCode: expect.any(String),
            addressLocality: expect.any(String),
            addressCountry: 'DK',
          },
        });
      else
        expect(place).toMatchObject({
          '@type': 'VirtualLocation',
          url: expect.stringMatching(/^https:\/\//),
        });
    }
    // Events with sign-up announce their capacity; the page shows the sign-up form exactly then.
    if (html.includes('>Jeg kommer<'))
      expect(ld.maximumAttendeeCapacity).toEqual(expect.any(Number));
    else expect(ld.maximumAttendeeCapacity).toBeUndefined();
  },
  ProfilePage: (ld, route, html) => {
    const person = ld.mainEntity as Record<string, unknown>;
    expect(person).toMatchObject({
      '@type': 'Person',
      name: expect.any(String),
      url: `${SITE_URL}${route}`,
      image: expect.stringMatching(/^https:\/\//),
      jobTitle: expect.any(String),
      memberOf: party,
    });
    // sameAs lists only links the page itself shows for the candidate.
    for (const url of [person.sameAs ?? []].flat() as string[])
      expect(html).toContain(`href="${url}"`);
  },
};

test.describe('structured data (JSON-LD) in the build', () => {
  const pages = prerenderedPages();

  test('the build has pre-rendered pages to check', () => {
    expect(pages.length, 'run npm run build first').toBeGreaterThan(20);
  });

  for (const { route, html } of pages) {
    test(`${route}: ${EXCLUDED(route) ? 'no JSON-LD' : expectedTypes(route).join(', ')}`, () => {
      const texts = jsonLdTexts(html);
      if (EXCLUDED(route)) return expect(texts).toEqual([]);
      for (const text of texts) expect(text, 'every "<" in JSON-LD is escaped').not.toContain('<');
      const blocks = texts.map((text) => JSON.parse(text) as Ld);
      expect(blocks.map((ld) => ld['@type']).sort()).toEqual(expectedTypes(route));
      for (const ld of blocks) {
        expect(ld['@context']).toBe('https://schema.org');
        checks[ld['@type']]!(ld, route, html);
        checkUrls(ld, `${route} ${ld['@type']}`);
      }
    });
  }
});

test.describe('no JSON-LD on request-time states', () => {
  for (const url of [
    '/findes-ikke',
    '/politik/findes-ikke',
    '/politik/digitalisering-og-ai/findes-ikke',
    '/cases/findes-ikke',
    '/kandidater/findes-ikke',
    '/ai/playbooks/findes-ikke',
    '/nyheder/findes-ikke',
    '/moed-os/findes-ikke',
    '/nyhedsbrev/afmeld',
    '/nyhedsbrev/indstillinger',
    '/nyhedsbrev/findes-ikke',
    '/embed',
  ]) {
    test(url, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBeLessThan(500);
      expect(await response.text()).not.toContain('application/ld+json');
    });
  }
});

test('a policy article image is served as a PNG', async ({ request }) => {
  const policy = prerenderedPages().find(({ route }) => /^\/politik\/[^/]+\/[^/]+$/.test(route))!;
  const article = jsonLdTexts(policy.html)
    .map((t) => JSON.parse(t) as Ld)
    .find((ld) => ld['@type'] === 'Article')!;
  const response = await request.get(new URL(article.image as string).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});
