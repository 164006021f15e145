// The step scripts/build/head-preloads.mjs applies to each pre-rendered page after `next build` (issue 38).
//
// components/ui/picture.tsx renders a lead picture's preload as a <link> element without href (imagesrcset chooses
// the file; a browser that cannot read it should fetch nothing). React's server render hoists a <link> into <head>
// only when it has an href, so this one stays in the body, after the inlined stylesheet: for an eager picture that
// costs nothing (React also preloads the <img> itself from <head>), but a lazy one (the /kandidater cards, lazy by
// the specification) then starts late. Giving the element an href would hoist it, but then React's RSC renderer
// writes it as a preload hint into the page's RSC payload too, and every page that merely prefetches the page would
// download its pictures. So the build copies such a preload into <head>. The copy in the body stays where React put
// it: hydration matches it there, and React 19 passes over the extra element in <head>.

const LINK = /<link\b[^>]*>/g;

/** @param {string} tag @param {string} name */
const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];

/** A high-priority image preload: what Picture renders for a lead picture. */
const isLeadPreload = (/** @type {string} */ tag) =>
  attr(tag, 'rel') === 'preload' &&
  attr(tag, 'as') === 'image' &&
  attr(tag, 'fetchPriority')?.toLowerCase() === 'high';

/** What the browser would fetch: the same srcset and sizes, or the same href, is the same preload. */
const preloadKey = (/** @type {string} */ tag) =>
  `${attr(tag, 'imageSrcSet') ?? ''}\n${attr(tag, 'imageSizes') ?? ''}\n${attr(tag, 'href') ?? ''}`;

/**
 * The page with a copy of each lead-picture preload from its body in its <head>, ahead of the stylesheet and scripts.
 * @param {string} html
 * @returns {{ html: string, count: number }}
 */
export function copyPreloadsToHead(html) {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return { html, count: 0 };
  const head = html.slice(0, headEnd);
  const inHead = new Set(
    [...head.matchAll(LINK)]
      .map((m) => m[0])
      .filter(isLeadPreload)
      .map(preloadKey),
  );
  const copies = [];
  for (const [tag] of html.slice(headEnd).matchAll(LINK)) {
    const key = preloadKey(tag);
    if (!isLeadPreload(tag) || inHead.has(key)) continue;
    inHead.add(key);
    copies.push(tag);
  }
  if (!copies.length) return { html, count: 0 };
  // Before the first stylesheet, style or script, as React places the preloads it hoists itself.
  const at = head.search(/<(link|style|script|title)\b/);
  const index = at < 0 ? headEnd : at;
  return { html: html.slice(0, index) + copies.join('') + html.slice(index), count: copies.length };
}
