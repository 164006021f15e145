// The icons' source (issue 48): the favicon and the home-screen icon are PNGs drawn at build from the logo site.json
// Runs in the jsdom project, where DOMPurify's browser build is the sanitiser isomorphic-dompurify uses.
// names. What reaches the renderer is the file as the page draws it: an SVG sanitised (a volunteer edits site.json),
// a PNG or JPEG as it is, anything else nothing (the icon falls back to the party's initial).
import { jest } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logoDataUrl } from '@/components/layout/logo-mark';
import { site } from '@/lib/site';

const decode = (url: string) => {
  const match = /^data:([^;]+);base64,(.+)$/.exec(url);
  if (!match) throw new Error(`not a data URL: ${url.slice(0, 40)}`);
  return { type: match[1], bytes: Buffer.from(match[2]!, 'base64') };
};

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'logo-'));
  fs.mkdirSync(path.join(root, 'public'));
  jest.spyOn(process, 'cwd').mockReturnValue(root);
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
});

const withLogo = (name: string, contents: string | Buffer) => {
  fs.writeFileSync(path.join(root, 'public', name), contents);
  jest.replaceProperty(site, 'logo', `/${name}`);
};

test('the shipped logo: an SVG with its namespace and every shape of the file', () => {
  jest.restoreAllMocks();
  const url = logoDataUrl();
  expect(url).not.toBeNull();
  const { type, bytes } = decode(url!);
  expect(type).toBe('image/svg+xml');
  const svg = bytes.toString('utf8');
  expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  const source = fs.readFileSync(path.join(process.cwd(), 'public', site.logo), 'utf8');
  const shapes = (markup: string) =>
    [...markup.matchAll(/<(rect|path|circle)\b/g)].map((m) => m[1]);
  expect(shapes(svg)).toEqual(shapes(source));
});

test('a hostile SVG logo reaches the icon renderer without script, handler or outside reference', () => {
  withLogo(
    'evil.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script>' +
      '<image href="https://tracker.example/x.png" width="10" height="10"/><circle r="4"/></svg>',
  );
  const svg = decode(logoDataUrl()!).bytes.toString('utf8');
  expect(svg).toContain('<circle');
  expect(svg).not.toMatch(/alert|onload|script|tracker\.example/);
});

test('an SVG without its namespace gets it (the renderer needs it)', () => {
  withLogo('bare.svg', '<svg viewBox="0 0 10 10"><circle r="4"/></svg>');
  expect(decode(logoDataUrl()!).bytes.toString('utf8')).toMatch(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /,
  );
});

test.each([
  ['logo.png', 'image/png'],
  ['logo.JPG', 'image/jpeg'],
  ['logo.jpeg', 'image/jpeg'],
])('a raster logo (%s) is passed on as it is, as %s', (name, type) => {
  const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
  withLogo(name, bytes);
  const out = decode(logoDataUrl()!);
  expect(out.type).toBe(type);
  expect(out.bytes.equals(bytes)).toBe(true);
});

test.each([
  ['a format the renderer cannot draw', () => withLogo('logo.webp', 'RIFF')],
  ['a file that is not there', () => jest.replaceProperty(site, 'logo', '/mangler.png')],
  ['an SVG file that holds no picture', () => withLogo('tom.svg', '<p>ikke et billede</p>')],
])('null for %s (the icon shows the party initial instead)', (_, arrange) => {
  arrange();
  expect(logoDataUrl()).toBeNull();
});
