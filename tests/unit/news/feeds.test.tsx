// The three feeds as the route handlers write them, read back by real feed parsers: @rowanmanning/feed-parser (RSS,
// Atom) and feedsmith (JSON Feed). In the jsdom project, where the sanitiser runs; the served
// responses and their headers are checked against the build in tests/e2e/site/news.spec.ts.
import { parseFeed } from '@rowanmanning/feed-parser';
import { parseJsonFeed } from 'feedsmith';
import { getNews, newsPath } from '@/lib/content/news';
import { buildNewsFeed } from '@/lib/news/feed';
import { siteUrl } from '@/lib/seo';

const posts = getNews();
const urls = posts.map((post) => `${siteUrl}${newsPath(post)}`);

// The same calls the route handlers make.
const rss = () => buildNewsFeed('rss').rss2();
const atom = () => buildNewsFeed('atom').atom1();
const json = () => buildNewsFeed('json').json1();

/** Every href and src in an item's HTML. */
const linksIn = (html: string) => [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((m) => m[1]!);

describe.each([
  ['RSS', rss],
  ['Atom', atom],
])('%s feed', (_, get) => {
  it('parses', () => {
    expect(parseFeed(get()).title).toBe('Nyheder – Fremtidslisten Lyngbæk Kommune');
  });

  it('carries every post, newest first, on absolute addresses', () => {
    const feed = parseFeed(get());
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(feed.items.map((item) => item.url)).toEqual(urls);
    expect(feed.items.map((item) => item.title)).toEqual(posts.map((post) => post.title));
    expect(feed.url).toBe(`${siteUrl}/nyheder`);
  });

  it('dates each post at the start of its day in Copenhagen (winter and summer time)', () => {
    const feed = parseFeed(get());
    const published = (slug: string) =>
      feed.items[posts.findIndex((post) => post.slug === slug)]!.published?.toISOString();
    expect(published('vi-saetter-retningen-for-2029')).toBe('2026-11-19T23:00:00.000Z');
    expect(published('klima-og-energi-data-i-alle-bygninger')).toBe('2026-09-14T22:00:00.000Z');
  });

  it('has the full text as HTML with only absolute links and images on SITE_URL or the original outlet', () => {
    const feed = parseFeed(get());
    const program = feed.items.find((item) =>
      item.url?.endsWith('/vi-saetter-retningen-for-2029'),
    )!;
    expect(program.content).toContain(
      `<a href="${siteUrl}/politik/digitalisering">politik for digitalisering</a>`,
    );
    expect(program.content).toContain(
      `<img src="${siteUrl}/nyheder/valgprogram.svg" alt="Tegning af et valgprogram`,
    );
    expect(program.content).toContain(
      '<li>Et offentligt register over alle AI-løsninger i kommunen.</li>',
    );
    for (const item of feed.items) {
      for (const link of linksIn(item.content ?? ''))
        expect(link).toMatch(new RegExp(`^(${siteUrl}/|https://lyngbaek-lokalavis\\.example/)`));
    }
    const letter = feed.items.find((item) =>
      item.url?.endsWith('/laeserbrev-borgerne-skal-kunne-se-kommunens-ai'),
    )!;
    expect(letter.content).toContain(
      'Bragt første gang i Lyngbæk Lokalavis den 10. november 2026.',
    );
    expect(letter.authors.map((a) => a.name)).toEqual(['Mette Lund Hansen']);
  });

  it('carries titles and HTML as text (escaped or CDATA), never as XML elements, and reads them back as written', () => {
    const text = get();
    const xml = new DOMParser().parseFromString(text, 'application/xml');
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    const contents = [
      ...xml.getElementsByTagName('content:encoded'),
      ...xml.getElementsByTagName('content'),
    ];
    expect(contents).toHaveLength(posts.length);
    for (const content of contents) {
      expect(content.children).toHaveLength(0);
      expect(content.textContent).toMatch(/^<(p|img)\b/);
    }
    const title = 'Klima & energi: Data om forbruget i alle kommunens bygninger';
    expect(text).not.toContain(`>${title}<`);
    expect(parseFeed(text).items.map((item) => item.title)).toContain(title);
  });
});

describe('JSON Feed', () => {
  // feed 6 writes JSON Feed version 1 (one `author` per item); feedsmith reads it and gives 1.1's `authors`.
  const load = () => parseJsonFeed(json());
  const raw = () => JSON.parse(json()) as { version: string; feed_url: string };

  it('parses as JSON Feed 1: version, addresses, every post newest first', () => {
    const feed = load();
    expect(raw()).toMatchObject({
      version: 'https://jsonfeed.org/version/1',
      feed_url: `${siteUrl}/nyheder/feed.json`,
    });
    expect(feed.title).toBe('Nyheder – Fremtidslisten Lyngbæk Kommune');
    expect(feed.home_page_url).toBe(`${siteUrl}/nyheder`);
    expect(feed.items?.map((item) => item.url)).toEqual(urls);
    expect(feed.items?.map((item) => item.id)).toEqual(urls);
  });

  it('gives RFC 3339 dates, authors with their pages, images and content on SITE_URL', () => {
    const items = load().items ?? [];
    const program = items.find((item) => item.url?.endsWith('/vi-saetter-retningen-for-2029'));
    expect(new Date(program!.date_published!).toISOString()).toBe('2026-11-19T23:00:00.000Z');
    expect(program!.date_published).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(program!.image).toBe(`${siteUrl}/nyheder/valgprogram.svg`);
    expect(program!.authors).toEqual([
      { name: 'Fremtidslisten Lyngbæk Kommune', url: `${siteUrl}/` },
    ]);
    const jonas = items.find((item) => item.url?.endsWith('/laeserbrev-giv-laererne-tid-til-ai'))!;
    expect(jonas.authors).toEqual([
      { name: 'Jonas Ravn', url: `${siteUrl}/kandidater/jonas-ravn` },
    ]);
    for (const item of items) {
      expect(item.content_html).toBeTruthy();
      for (const link of linksIn(item.content_html!))
        expect(link).toMatch(new RegExp(`^(${siteUrl}/|https://lyngbaek-lokalavis\\.example/)`));
    }
  });
});
