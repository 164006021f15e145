import sitemap from '@/app/sitemap';
import { checkContent } from '@/lib/content/check';
import { formatIssue } from '@/lib/content/issues';
import {
  getNews,
  getNewsByArea,
  getNewsByAuthor,
  getNewsPost,
  newsNeighbours,
  readingMinutes,
} from '@/lib/content/news';
import { changedPages } from '@/lib/editorial/changed-pages';
import { readSiteIndex } from '@/lib/editorial/site-index';
import { extraPageNumbers, listPagePath, pageCount, pageItems } from '@/lib/news/paging';
import { dayStartIso } from '@/lib/news/dates';
import { siteUrl } from '@/lib/seo';
import { contentWith, realContent, removeRoot } from '../content/broken-content';

const newsLines = (root: string) =>
  checkContent(root)
    .map(formatIssue)
    .filter((line) => line.startsWith('content/news/'));

describe('news content', () => {
  it('has the six sample posts (or more), newest first, two of them candidates’ letters to the local paper', () => {
    const posts = getNews();
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(posts.map((p) => p.date)).toEqual([...posts.map((p) => p.date)].sort().reverse());
    const letters = posts.filter((p) => p.firstPublished);
    expect(new Set(letters.map((p) => p.author))).toEqual(
      new Set(['jonas-ravn', 'mette-lund-hansen']),
    );
    expect(letters.every((p) => p.firstPublished!.outlet === 'Lyngbæk Lokalavis')).toBe(true);
    expect(posts.some((p) => p.image?.alt)).toBe(true);
  });

  it('links a post to its older and newer neighbour', () => {
    const [newest, second, ...rest] = getNews();
    expect(newsNeighbours(newest!)).toEqual({ newer: undefined, older: second });
    expect(newsNeighbours(second!)).toEqual({ newer: newest, older: rest[0] });
    expect(newsNeighbours(rest.at(-1)!).older).toBeUndefined();
  });

  it('finds posts by author and by policy area', () => {
    expect(getNewsByAuthor('jonas-ravn').map((p) => p.slug)).toEqual([
      'laeserbrev-giv-laererne-tid-til-ai',
    ]);
    expect(getNewsByArea('digitalisering').map((p) => p.slug)).toEqual([
      'vi-saetter-retningen-for-2029',
      'laeserbrev-borgerne-skal-kunne-se-kommunens-ai',
    ]);
    expect(getNewsByArea('tryghed-forebyggelse')).toEqual([]);
  });

  it('reads 200 words a minute, at least one', () => {
    expect(readingMinutes('kort')).toBe(1);
    expect(readingMinutes(Array(1000).fill('ord').join(' '))).toBe(5);
  });

  it('dates a day from its Copenhagen midnight in winter and summer time', () => {
    expect(dayStartIso('2026-11-20')).toBe('2026-11-20T00:00:00+01:00');
    expect(dayStartIso('2026-09-15')).toBe('2026-09-15T00:00:00+02:00');
  });
});

describe('news content check', () => {
  it('finds nothing wrong in the real posts', () => {
    expect(newsLines(realContent)).toEqual([]);
  });

  it('reports every broken post on its line and column, in Danish', () => {
    const root = contentWith('news');
    try {
      expect(newsLines(root)).toEqual([
        'content/news/laeserbrev-uden-adresse.mdx:7:3: image.alt: Billedet skal have en alt-tekst, der beskriver det for dem, der ikke kan se det',
        'content/news/laeserbrev-uden-adresse.mdx:11:14: firstPublished.canonical: canonical: true kræver adressen på den oprindelige artikel (firstPublished.url)',
        'content/news/side.mdx:1:1: (filnavn): "side" bruges af nyhedslistens sider – vælg et andet filnavn',
        'content/news/side.mdx:4:10: updated: Rettelsesdatoen 2026-03-04 ligger før udgivelsesdatoen 2026-03-05',
        'content/news/side.mdx:8:8: image.src: Billedet public/nyheder/findes-ikke.png findes ikke',
        'content/news/ukendt-forfatter.mdx:3:7: date: "2026-02-30" er ikke en rigtig dato – skriv den som ÅÅÅÅ-MM-DD, fx 2026-03-14',
        'content/news/ukendt-forfatter.mdx:4:9: author: "ukendt-person" er ikke en kandidat i content/candidates – skriv kandidatens filnavn eller "parti"',
        expect.stringMatching(
          /^content\/news\/ukendt-forfatter\.mdx:8:5: areas\.1: "findes-ikke" er ikke et politikområde \(boern-dagtilbud, /,
        ),
      ]);
    } finally {
      removeRoot(root);
    }
  });
});

describe('news paging', () => {
  it('puts ten posts on a page; page 1 is /nyheder, the rest /nyheder/side/{n}', () => {
    expect([0, 1, 10, 11, 20, 21].map((n) => pageCount(n))).toEqual([1, 1, 1, 2, 2, 3]);
    expect(extraPageNumbers(6)).toEqual([]);
    expect(extraPageNumbers(21)).toEqual([2, 3]);
    const items = Array.from({ length: 21 }, (_, i) => i);
    expect(pageItems(items, 1)).toEqual(items.slice(0, 10));
    expect(pageItems(items, 3)).toEqual([20]);
    expect([1, 2, 3].map(listPagePath)).toEqual(['/nyheder', '/nyheder/side/2', '/nyheder/side/3']);
  });
});

describe('news in the sitemap and the changed-pages list', () => {
  it('lists /nyheder and every post with its lastmod', () => {
    const entries = sitemap();
    const news = entries.filter((e) => e.url.startsWith(`${siteUrl}/nyheder`));
    expect(news.map((e) => e.url)).toEqual([
      `${siteUrl}/nyheder`,
      ...getNews().map((p) => `${siteUrl}/nyheder/${p.slug}`),
    ]);
    expect(news[0]!.lastModified).toBe(getNews()[0]!.date);
    expect(
      news.find((e) => e.url.endsWith('/laeserbrev-giv-laererne-tid-til-ai'))!.lastModified,
    ).toBe('2026-10-29');
  });

  it('maps a changed letter to its page, the list, the home page, its author, its areas and its neighbours', () => {
    const site = readSiteIndex(realContent);
    const { pages } = changedPages(
      [
        {
          path: 'content/news/laeserbrev-borgerne-skal-kunne-se-kommunens-ai.mdx',
          status: 'modified',
        },
      ],
      site,
    );
    expect(pages.map((p) => p.route).sort()).toEqual(
      [
        '/',
        '/kandidater/mette-lund-hansen',
        '/nyheder',
        '/nyheder/laeserbrev-borgerne-skal-kunne-se-kommunens-ai',
        '/nyheder/laeserbrev-giv-laererne-tid-til-ai',
        '/nyheder/vi-saetter-retningen-for-2029',
        '/politik/digitalisering',
      ].sort(),
    );
    expect(getNewsPost('laeserbrev-borgerne-skal-kunne-se-kommunens-ai')).toBeDefined();
  });
});
