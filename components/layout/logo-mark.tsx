// The logo's picture, drawn inline (issue 48). As <img src="/logo.svg"> every page made Chromium build a separate,
// isolated SVG document for a 270-byte file: its own frame, parser, style and layout, ~40 ms of main-thread work at a
// phone's CPU speed in a Lighthouse trace of a policy (more than the first layout of the page's own text), plus a
// request. Inline it is a few nodes of the page's own DOM. A logo that is not an SVG file keeps the <img>.
import fs from 'node:fs';
import path from 'node:path';
import DOMPurify from 'isomorphic-dompurify';
import { site } from '@/lib/site';

const SIZE = 36;
// The root element's own size and name give way to the frame's: 36 px, and hidden from assistive technology, as the
// party's name follows it as text (the <img> it replaces had alt="").
const ROOT_DROPPED = new Set(['width', 'height', 'role', 'aria-label', 'aria-labelledby', 'class']);

// DOMPurify tests every attribute's value that is not a known plain one against this. Its default lets any http(s)
// address through; a logo's links may only point into the drawing (#gradient), hold a picture of their own (data:) or
// a path on this site: an <image> or <use> of another site would be fetched by every visitor's browser. Values that
// are no address at all (a viewBox, a colour, "true") start with a digit or a word not followed by a colon.
const NO_OUTSIDE_URI =
  /^(?:#|data:image\/(?:png|jpeg|gif|webp);|\/(?![/\\])|[^a-z#/\\]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * An SVG document's markup made fit for inlining in the page: sanitised (no script, event handler or foreign
 * content: site.json is edited by volunteers), without <title>/<desc> (a tooltip over a decorative picture) and
 * without <style> (inline, its rules would apply to the whole page), sized and aria-hidden. null when the text holds
 * no <svg> root.
 */
export function inlineSvg(source: string): string | null {
  const clean = DOMPurify.sanitize(source, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['title', 'desc', 'style'],
    ALLOWED_URI_REGEXP: NO_OUTSIDE_URI,
  }).trim();
  const root = /^<svg\b([^>]*)>/i.exec(clean);
  if (!root || !/<\/svg>$/i.test(clean)) return null;
  const kept = [...(root[1] ?? '').matchAll(/([^\s=]+)="([^"]*)"/g)]
    .filter((match) => !ROOT_DROPPED.has((match[1] ?? '').toLowerCase()))
    .map((match) => match[0]);
  const attributes = [
    ...kept,
    `width="${SIZE}"`,
    `height="${SIZE}"`,
    'class="block"',
    'aria-hidden="true"',
    'focusable="false"',
  ];
  return `<svg ${attributes.join(' ')}>${clean.slice(root[0].length)}`;
}

/**
 * The site's logo file (a path in public/, from site.json) as bytes, or null where it cannot be read (a server without
 * public/ beside it) or would lie outside public/. Read by the inline logo (logoSvg) and the icons' data URL (logoDataUrl).
 */
function logoFile(): Buffer | null {
  const publicDir = path.join(process.cwd(), 'public');
  const file = path.resolve(publicDir, `.${site.logo}`);
  if (!file.startsWith(publicDir + path.sep)) return null;
  try {
    return fs.readFileSync(file);
  } catch {
    return null;
  }
}

let cached: { svg: string | null } | undefined;

/**
 * The site's logo file as inline markup; null if not an SVG (or not readable: the <img> still shows it). Read once in
 * production; in development (the editor's local mode) on every render, so a new logo shows without a restart.
 */
export function logoSvg(): string | null {
  if (cached && process.env.NODE_ENV === 'production') return cached.svg;
  const bytes = site.logo.toLowerCase().endsWith('.svg') ? logoFile() : null;
  const svg = bytes ? inlineSvg(bytes.toString('utf8')) : null;
  cached = { svg };
  return svg;
}

const RASTER: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/**
 * The logo as a data URL an <img> in ImageResponse can draw (the icons, components/layout/site-icon.tsx): an SVG logo
 * sanitised as on the page (a volunteer edits site.json), a PNG or JPEG as it is; null for any other file or one that
 * cannot be read.
 */
export function logoDataUrl(): string | null {
  const svg = logoSvg();
  if (svg) {
    const markup = /\sxmlns="/.test(svg.slice(0, svg.indexOf('>')))
      ? svg
      : svg.replace(/^<svg\b/, '<svg xmlns="http://www.w3.org/2000/svg"');
    return `data:image/svg+xml;base64,${Buffer.from(markup).toString('base64')}`;
  }
  const type = RASTER[site.logo.split('.').pop()?.toLowerCase() ?? ''];
  const bytes = type ? logoFile() : null;
  return bytes ? `data:${type};base64,${bytes.toString('base64')}` : null;
}

/** The logo at 36 × 36 px, decorative: the party's name beside it says what it is. */
export function LogoMark() {
  const svg = logoSvg();
  if (!svg)
    // eslint-disable-next-line @next/next/no-img-element -- a small file in public/, no optimisation needed
    return <img src={site.logo} alt="" width={SIZE} height={SIZE} />;
  return <span className="block shrink-0" dangerouslySetInnerHTML={{ __html: svg }} />;
}
