// The logo drawn inline (issue 48): the site's own file as it ships, and what a volunteer's hostile or broken file
// would become. Runs in the jsdom project, where DOMPurify's browser build is the sanitiser isomorphic-dompurify uses.
import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { LogoMark, inlineSvg, logoSvg } from '@/components/layout/logo-mark';
import { site } from '@/lib/site';

const parse = (markup: string) => {
  const host = document.createElement('div');
  host.innerHTML = markup;
  return host.querySelector('svg')!;
};

describe('inlineSvg', () => {
  it('keeps the drawing of the shipped logo, at 36 px and hidden from assistive technology', () => {
    const source = fs.readFileSync(path.join(process.cwd(), 'public', site.logo), 'utf8');
    const svg = parse(inlineSvg(source)!);
    expect(svg.getAttribute('width')).toBe('36');
    expect(svg.getAttribute('height')).toBe('36');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('role')).toBeNull();
    expect(svg.getAttribute('aria-label')).toBeNull();
    expect(svg.getAttribute('viewBox')).toBe(parse(source).getAttribute('viewBox'));
    // Every shape of the file is still there.
    const shapes = (el: Element) => [...el.children].map((child) => child.tagName.toLowerCase());
    expect(shapes(svg)).toEqual(shapes(parse(source)));
  });

  it('drops scripts, event handlers, foreign content, titles, page-wide styles and its own size from a hostile file', () => {
    const out = inlineSvg(
      `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="900" height="900" onload="alert(1)" viewBox="0 0 10 10">` +
        `<title>Hover text</title><style>body{display:none}</style><script>alert(2)</script><circle r="4" onclick="alert(3)"/>` +
        `<foreignObject><p>hi</p></foreignObject><a href="javascript:alert(4)"><rect width="1" height="1"/></a></svg>`,
    )!;
    expect(out).not.toMatch(
      /alert|onload|onclick|script|foreignObject|<title|<style|display:none|javascript/i,
    );
    const svg = parse(out);
    expect(svg.getAttribute('width')).toBe('36');
    expect(svg.querySelector('circle')).not.toBeNull();
  });

  it.each([
    [
      'an <image> of another site',
      '<image href="https://tracker.example/p.png" width="1" height="1"/>',
    ],
    [
      'an old-style xlink:href',
      '<image xlink:href="http://tracker.example/p.png" width="1" height="1"/>',
    ],
    ['a protocol-relative address', '<image href="//tracker.example/p.png"/>'],
    ['a backslashed address', '<image href="\\\\tracker.example/p.png"/>'],
    ['an address with spaces in it', '<image href=" h t t p s://tracker.example/p.png"/>'],
  ])('leaves out %s: every visitor would fetch it', (_, element) => {
    const out = inlineSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">${element}<circle r="4"/></svg>`,
    )!;
    expect(out).not.toContain('tracker.example');
    expect(parse(out).querySelector('circle')).not.toBeNull();
  });

  it('keeps what points into the drawing, a picture of its own and plain values', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const svg = parse(
      inlineSvg(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g"><stop offset="0" stop-color="#0b5a53"/></linearGradient>` +
          `</defs><rect width="64" height="64" fill="url(#g)" rx="14"/>` +
          `<image href="${png}" width="8" height="8" preserveAspectRatio="xMidYMid meet"/></svg>`,
      )!,
    );
    expect(svg.getAttribute('viewBox')).toBe('0 0 64 64');
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('url(#g)');
    expect(svg.querySelector('stop')?.getAttribute('stop-color')).toBe('#0b5a53');
    expect(svg.querySelector('image')?.getAttribute('href')).toBe(png);
    expect(svg.querySelector('image')?.getAttribute('preserveAspectRatio')).toBe('xMidYMid meet');
  });

  it.each([
    ['HTML', '<p>not a picture</p>'],
    ['text', 'Fremtidslisten'],
    ['an empty file', ''],
  ])('gives null for %s (the <img> is drawn instead)', (_, source) => {
    expect(inlineSvg(source)).toBeNull();
  });
});

describe('LogoMark', () => {
  it('draws the site logo inline, with no <img> and no request', () => {
    expect(logoSvg()).not.toBeNull();
    const { container } = render(<LogoMark />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });
});
