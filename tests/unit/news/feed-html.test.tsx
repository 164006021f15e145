import { absolutizeLinks, newsContentHtml } from '@/lib/news/feed-html';
import type { NewsPost } from '@/lib/content/news';
import { siteUrl } from '@/lib/seo';

const post = (body: string, extra: Partial<NewsPost> = {}): NewsPost => ({
  slug: 'test',
  file: 'content/news/test.mdx',
  title: 'Test',
  date: '2026-03-01',
  author: 'parti',
  summary: 'Resumé',
  areas: [],
  locale: 'da',
  body,
  ...extra,
});

describe('news content HTML for the feeds', () => {
  it('makes site links and anchors absolute and leaves other sites alone', () => {
    expect(
      absolutizeLinks(
        '<a href="/politik">x</a> <a href="#a">y</a> <a href="https://a.example/">z</a> <a href="//evil.example">w</a>',
        `${siteUrl}/nyheder/test`,
      ),
    ).toBe(
      `<a href="${siteUrl}/politik">x</a> <a href="${siteUrl}/nyheder/test#a">y</a> <a href="https://a.example/">z</a> <a href="//evil.example">w</a>`,
    );
  });

  it('drops scripts, event handlers and javascript: links from the body', () => {
    const html = newsContentHtml(
      post(
        'Hej <script>alert(1)</script> <img src=x onerror=alert(2)> [klik](javascript:alert(3)) og <b onclick="x()">fed</b>',
      ),
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(html).toContain('<b>fed</b>');
  });

  it('escapes the image alt text and names where a letter first appeared, linked when online', () => {
    const html = newsContentHtml(
      post('Tekst', {
        image: { src: '/nyheder/valgprogram.svg', alt: 'Et "billede" <med> & tegn' },
        firstPublished: {
          outlet: 'Avis & Co',
          date: '2026-02-27',
          url: 'https://avis.example/a?b=1&c=2',
          canonical: false,
        },
      }),
    );
    expect(html).toContain(
      `<img src="${siteUrl}/nyheder/valgprogram.svg" alt="Et &quot;billede&quot; &lt;med&gt; &amp; tegn">`,
    );
    expect(html).toContain(
      '<a href="https://avis.example/a?b=1&amp;c=2">Bragt første gang i Avis &amp; Co den 27. februar 2026.</a>',
    );
  });
});
