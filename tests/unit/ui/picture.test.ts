import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { INLINE_SVG_MAX_BYTES, inlineSvg, Picture } from '@/components/ui/picture';

// A small lead drawing comes inside the page (no request, no preload); everything else stays a file of its own. Rendered
// as the server renders it (react-dom/server, in Node: a .ts test, hence createElement).
const CASE_SVG = '/billeder/cases/ai-byggesag/image.svg';
const decoded = (uri: string) => decodeURIComponent(uri.replace(/^data:image\/svg\+xml,/, ''));
const SHELL = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><desc></desc></svg>';
/** An SVG file of exactly `bytes` bytes. */
const drawing = (bytes: number) =>
  SHELL.replace('<desc>', `<desc>${'x'.repeat(bytes - SHELL.length)}`);

describe('inlineSvg', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'picture-'));
    fs.mkdirSync(path.join(root, 'b'));
    fs.writeFileSync(path.join(root, 'b/small.svg'), drawing(INLINE_SVG_MAX_BYTES));
    fs.writeFileSync(path.join(root, 'b/large.svg'), drawing(INLINE_SVG_MAX_BYTES + 1));
    fs.writeFileSync(path.join(root, 'secret.svg'), drawing(100));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('gives a file up to the limit as a data: URI that decodes to the file', () => {
    expect(fs.statSync(path.join(root, 'b/small.svg')).size).toBe(INLINE_SVG_MAX_BYTES);
    const uri = inlineSvg('/b/small.svg', root)!;
    expect(uri).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(decoded(uri)).toBe(fs.readFileSync(path.join(root, 'b/small.svg'), 'utf8'));
  });

  it('leaves a larger file, a missing one, a raster picture and anything not a site path as it is', () => {
    expect(inlineSvg('/b/large.svg', root)).toBeNull();
    expect(inlineSvg('/b/missing.svg', root)).toBeNull();
    expect(inlineSvg('/b/small.png', root)).toBeNull();
    for (const src of [
      '/b/../secret.svg',
      '//evil.example/x.svg',
      'https://evil.example/x.svg',
      'b/small.svg',
    ])
      expect(inlineSvg(src, root)).toBeNull();
  });
});

describe('Picture', () => {
  const props = { alt: 'Tegning', width: 1200, height: 675, sizes: '100vw', className: 'w-full' };

  it('puts a small lead drawing of the site into the page, with no preload of its own', () => {
    const html = renderToStaticMarkup(
      createElement(Picture, { lead: true, src: CASE_SVG, ...props }),
    );
    const src = html
      .match(/src="([^"]+)"/)![1]!
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"');
    expect(decoded(src)).toBe(fs.readFileSync(path.join('public', CASE_SVG), 'utf8'));
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('<link');
  });

  it('keeps the file for a picture that is not the lead, and for a lead the specification keeps lazy', () => {
    expect(renderToStaticMarkup(createElement(Picture, { src: CASE_SVG, ...props }))).toContain(
      `src="${CASE_SVG}"`,
    );
    const lazy = renderToStaticMarkup(
      createElement(Picture, { lead: true, keepLazy: true, src: CASE_SVG, ...props }),
    );
    expect(lazy).toContain(`src="${CASE_SVG}"`);
    expect(lazy).toContain('rel="preload"');
  });
});
