import { inlineStylesheets } from '@/lib/perf/inline-css.js';

const head = (link: string) =>
  `<head><meta charSet="utf-8"/>${link}<script src="/_next/static/chunks/a.js" async=""></script></head>`;
const LINK = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>';

describe('the stylesheet inlined into a pre-rendered page', () => {
  test('the link becomes the stylesheet inline and a print-only link React still finds by its href', () => {
    const { html, count } = inlineStylesheets(head(LINK), (file: string) =>
      file === 'static/chunks/site.css' ? 'body{color:red}' : '',
    );
    expect(count).toBe(1);
    expect(html).toContain(
      '<style data-inlined="/_next/static/chunks/site.css">body{color:red}</style>',
    );
    expect(html).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" media="print"/>',
    );
    // No render-blocking stylesheet is left.
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*media="print")/);
  });

  test('running it again changes nothing', () => {
    const once = inlineStylesheets(head(LINK), () => 'p{margin:0}').html;
    expect(inlineStylesheets(once, () => 'p{margin:0}')).toEqual({ html: once, count: 0 });
  });

  test('a stylesheet cannot close its own <style> element', () => {
    const { html } = inlineStylesheets(
      head(LINK),
      () => 'a::after{content:"</style><script>x()</script>"}',
    );
    expect(html).not.toContain('</style><script>x()');
  });
});
