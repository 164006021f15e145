import fs from 'node:fs';
import path from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './shared-page';
import { expectNoAxeViolations, viewports } from './axe';

const site = JSON.parse(fs.readFileSync('content/site.json', 'utf8')) as { url: string };
const SITE_URL = (process.env.SITE_URL ?? site.url).replace(/\/$/, '');
// The build's own content: how many posts there are decides whether /nyheder/side/2 exists (10 a page). A build of a
// content copy with more posts (CONTENT_DIR, older than the samples) runs this spec with page 2 in it.
const postCount = fs
  .readdirSync(path.join(process.env.CONTENT_DIR ?? 'content', 'news'))
  .filter((name) => /\.mdx?$/.test(name) && !name.startsWith('_')).length;

const LETTER = '/nyheder/laeserbrev-borgerne-skal-kunne-se-kommunens-ai';
const WITH_IMAGE = '/nyheder/vi-saetter-retningen-for-2029';

/** The script files a page's HTML references. */
async function scriptsOf(request: APIRequestContext, url: string) {
  const html = await (await request.get(url)).text();
  return new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!));
}

test.describe('/nyheder', () => {
  test('lists every post newest first with byline, a visible Abonnér and the three feeds', async ({
    sharedPage: page,
  }) => {
    await page.goto('/nyheder');
    await expect(page).toHaveTitle(/^Nyheder – /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nyheder');
    const cards = page.locator('main ul article');
    await expect(cards).toHaveCount(Math.min(postCount, 10));
    const dates = await cards
      .locator('time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(
      'Vi sætter retningen for 2029: fem løfter om ansvarlig digitalisering',
    );
    await expect(cards.first()).toContainText('20. november 2026');
    await expect(page.getByText('Abonnér:')).toBeVisible();
    for (const [name, href] of [
      ['RSS', '/nyheder/rss.xml'],
      ['Atom', '/nyheder/atom.xml'],
      ['JSON Feed', '/nyheder/feed.json'],
    ] as const) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // Six posts fit on one page: no page navigation.
    if (postCount <= 10)
      await expect(page.getByRole('navigation', { name: 'Nyhedssider' })).toHaveCount(0);
  });

  test('page 1 lives at /nyheder only; /nyheder/side/2 exists exactly when the posts fill it', async ({
    request,
    sharedPage: page,
  }) => {
    expect((await request.get('/nyheder/side/1')).status()).toBe(404);
    if (postCount <= 10) {
      expect((await request.get('/nyheder/side/2')).status()).toBe(404);
      return;
    }
    await page.goto('/nyheder/side/2');
    await expect(page.getByText(/^Side 2 af \d+$/)).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Nyhedssider' }).getByRole('link', { name: 'Nyere' }),
    ).toHaveAttribute('href', '/nyheder');
  });

  test('every page links the three feeds as alternates', async ({ request }) => {
    for (const url of ['/', '/nyheder', LETTER, '/kontakt']) {
      const html = await (await request.get(url)).text();
      for (const [type, href] of [
        ['application/rss+xml', 'rss.xml'],
        ['application/atom+xml', 'atom.xml'],
        ['application/feed+json', 'feed.json'],
      ] as const) {
        expect(html, `${url} ${type}`).toMatch(
          new RegExp(
            `<link rel="alternate" type="${type.replace('+', '\\+')}" href="${SITE_URL}/nyheder/${href.replace('.', '\\.')}" title="Nyheder fra [^"]+"/>`,
          ),
        );
      }
    }
  });
});

test.describe('a post', () => {
  test('a letter: author link, Danish date, reading time, where it first appeared, canonical to the original, areas, neighbours', async ({
    sharedPage: page,
  }) => {
    await page.goto(LETTER);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Læserbrev: Borgerne skal kunne se, hvor kommunen bruger AI',
    );
    const header = page.locator('main article header');
    await expect(header.getByRole('link', { name: 'Mette Lund Hansen' })).toHaveAttribute(
      'href',
      '/kandidater/mette-lund-hansen',
    );
    await expect(header.locator('time[datetime="2026-11-12"]')).toHaveText('12. november 2026');
    await expect(header).toContainText('1 min. læsning');
    await expect(
      page.getByText('Bragt første gang i Lyngbæk Lokalavis den 10. november 2026.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Læs det i Lyngbæk Lokalavis' })).toHaveAttribute(
      'href',
      'https://lyngbaek-lokalavis.example/debat/borgerne-skal-kunne-se-kommunens-ai',
    );
    // canonical: true in the file: search engines are sent to the paper.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://lyngbaek-lokalavis.example/debat/borgerne-skal-kunne-se-kommunens-ai',
    );
    await expect(
      page
        .getByRole('complementary')
        .getByRole('link', { name: 'Digitalisering & Fremtidens Kommune' }),
    ).toHaveAttribute('href', '/politik/digitalisering');
    const neighbours = page.getByRole('navigation', { name: 'Forrige og næste nyhed' });
    await expect(neighbours.getByRole('link', { name: /Forrige nyhed/ })).toHaveAttribute(
      'href',
      '/nyheder/laeserbrev-giv-laererne-tid-til-ai',
    );
    await expect(neighbours.getByRole('link', { name: /Næste nyhed/ })).toHaveAttribute(
      'href',
      WITH_IMAGE,
    );
  });

  test('a letter without canonical: true keeps its own canonical; a post shows its image with alt text', async ({
    sharedPage: page,
    request,
  }) => {
    const html = await (await request.get('/nyheder/laeserbrev-giv-laererne-tid-til-ai')).text();
    expect(html).toContain(
      `<link rel="canonical" href="${SITE_URL}/nyheder/laeserbrev-giv-laererne-tid-til-ai"/>`,
    );
    await page.goto(WITH_IMAGE);
    await expect(
      page.getByRole('img', {
        name: 'Tegning af et valgprogram på en tavle med to mennesker på hver side',
      }),
    ).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE_URL}${WITH_IMAGE}`,
    );
    const og = await page.locator('meta[property="og:image"]').getAttribute('content');
    const image = await request.get(new URL(og!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });

  test('posts appear on the home page, their author’s page and their areas’ pages', async ({
    sharedPage: page,
  }) => {
    await page.goto('/');
    const latest = page.getByRole('region', { name: 'Seneste nyt' });
    await expect(latest.locator('article')).toHaveCount(3);
    await expect(latest.getByRole('link', { name: 'Alle nyheder' })).toHaveAttribute(
      'href',
      '/nyheder',
    );
    await page.goto('/kandidater/jonas-ravn');
    await expect(
      page
        .getByRole('region', { name: 'Indlæg af Jonas' })
        .getByRole('link', { name: 'Læserbrev: Giv lærerne tid til at undervise i AI' }),
    ).toBeVisible();
    await page.goto('/politik/digitalisering');
    await expect(
      page.getByRole('region', { name: 'Nyheder om området' }).locator('article'),
    ).toHaveCount(2);
  });
});

test('the feeds are served static with their types, every post newest first, on SITE_URL', async ({
  request,
}) => {
  const expected = [
    ['/nyheder/rss.xml', 'application/rss+xml; charset=utf-8'],
    ['/nyheder/atom.xml', 'application/atom+xml; charset=utf-8'],
  ] as const;
  const listed = await (await request.get('/nyheder')).text();
  const order = [...listed.matchAll(/<h2[^>]*><a [^>]*href="(\/nyheder\/[^"]+)"/g)].map(
    (m) => `${SITE_URL}${m[1]}`,
  );
  for (const [url, type] of expected) {
    const response = await request.get(url);
    expect(response.headers()['content-type']).toBe(type);
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    const feed = parseFeed(await response.text());
    expect(feed.items).toHaveLength(Math.min(postCount, 20));
    expect(feed.items.map((item) => item.url).slice(0, order.length)).toEqual(order);
  }
  const json = await request.get('/nyheder/feed.json');
  expect(json.headers()['content-type']).toBe('application/feed+json; charset=utf-8');
  const items = ((await json.json()) as { items: { url: string; content_html: string }[] }).items;
  expect(items).toHaveLength(Math.min(postCount, 20));
  expect(items.map((item) => item.url).slice(0, order.length)).toEqual(order);
  for (const item of items) expect(item.content_html).not.toMatch(/(href|src)="\//);
});

test('the news pages add no JavaScript: the same scripts as a plain text page', async ({
  request,
}) => {
  const baseline = await scriptsOf(request, '/privatliv');
  for (const url of ['/nyheder', LETTER, WITH_IMAGE])
    expect([...(await scriptsOf(request, url))].sort(), url).toEqual([...baseline].sort());
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`axe finds nothing on /nyheder, a post${postCount > 10 ? ' and page 2' : ''} at ${name} width`, async ({
    sharedPage: page,
  }) => {
    await page.setViewportSize(viewport);
    for (const url of [
      '/nyheder',
      LETTER,
      WITH_IMAGE,
      ...(postCount > 10 ? ['/nyheder/side/2'] : []),
    ]) {
      await page.goto(url);
      await expectNoAxeViolations(page);
    }
  });
}
