import { copyPreloadsToHead } from '@/lib/perf/head-preloads.js';

// What React renders for a lead picture (components/ui/picture.tsx): a preload without href, left in the body.
const LEAD =
  '<link rel="preload" as="image" imageSrcSet="/_v/a-280.webp 280w, /_v/a-560.webp 560w" imageSizes="100vw" fetchPriority="high"/>';
const page = (body: string, headExtra = '') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>${headExtra}<style data-inlined="/x.css">p{}</style><script src="/a.js" async=""></script></head><body><main>${body}</main></body></html>`;

describe("a lead picture's preload copied into <head>", () => {
  test('the copy stands in <head> ahead of the stylesheet and scripts; the body keeps its own', () => {
    const { html, count } = copyPreloadsToHead(page(`${LEAD}<img loading="lazy"/>`));
    expect(count).toBe(1);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf(LEAD)).toBeGreaterThan(head.indexOf('name="viewport"'));
    expect(head.indexOf(LEAD)).toBeLessThan(head.indexOf('<style'));
    expect(html.slice(html.indexOf('</head>'))).toContain(`${LEAD}<img loading="lazy"/>`);
  });

  test('one copy per picture, none when <head> already preloads it, and running it again changes nothing', () => {
    const twice = copyPreloadsToHead(page(`${LEAD}${LEAD}`));
    expect(twice.count).toBe(1);
    expect(copyPreloadsToHead(twice.html)).toEqual({ html: twice.html, count: 0 });
    // React preloads an eager high-priority <img> from <head> itself (same srcset and sizes, its attributes in another order).
    const reacts =
      '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/_v/a-280.webp 280w, /_v/a-560.webp 560w" imageSizes="100vw"/>';
    expect(copyPreloadsToHead(page(LEAD, reacts)).count).toBe(0);
  });

  test('only high-priority image preloads move: not scripts, not ordinary pictures', () => {
    const others =
      '<link rel="preload" as="script" fetchPriority="high" href="/b.js"/><link rel="preload" as="image" imageSrcSet="/_v/b-280.webp 280w"/>';
    expect(copyPreloadsToHead(page(others)).count).toBe(0);
  });
});
