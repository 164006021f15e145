import fs from 'node:fs';
import path from 'node:path';
import { getImageProps } from 'next/image';
import { publicRoot } from '@/lib/content/collection';

/**
 * A lead vector picture up to this size travels inside the page as a data: URI instead of as a request of its own.
 * The request was the whole of its paint's delay: under Lighthouse's mobile throttling every request waits 562 ms, so
 * a case's or a news post's 1 KB drawing painted ~500 ms after the text pages' first paint (docs/hydration.md,
 * twenty-second part). Twice its bytes (the attribute and the RSC payload) are cheaper than a round trip up to here.
 */
export const INLINE_SVG_MAX_BYTES = 2048;

/** The site's own SVG file behind `src` (in `root`) as a data: URI, or null (not a site path, too large, missing). */
export function inlineSvg(src: string, root = publicRoot()): string | null {
  if (!/^\/(?!\/)[\w./-]+\.svg$/i.test(src) || src.includes('..')) return null;
  try {
    const file = path.join(root, src);
    if (fs.statSync(file).size > INLINE_SVG_MAX_BYTES) return null;
    return `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(file, 'utf8'))}`;
  } catch {
    return null;
  }
}

type Props = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** What the layout gives the picture, so a phone fetches a small variant. */
  sizes: string;
  className: string;
  /** The page's first picture, which may be its largest paint: fetched at once, at high priority, preloaded. */
  lead?: boolean;
  /**
   * A lead picture that must still say loading="lazy" (the specification asks it of the candidate cards): the preload
   * and fetchpriority fetch it with the HTML all the same, so the paint does not wait on it.
   */
  keepLazy?: boolean;
};

/**
 * next/image's srcset as a plain server-rendered <img> (<Image> is client code the pages don't need). A lead picture
 * is eager, `fetchpriority="high"` and preloaded from the <head> (by React, or by the link below when it must stay
 * lazy), so the paint does not wait for layout to discover it, or, when it is a small drawing, inside the page;
 * every other picture is lazy. Vector pictures are served as they are.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  sizes,
  className,
  lead = false,
  keepLazy = false,
}: Props) {
  // A lead picture that is a small drawing of the site's own comes with the page (above); it then needs no preload.
  const inline = lead && !keepLazy ? inlineSvg(src) : null;
  const { props } = getImageProps({
    src: inline ?? src,
    alt,
    width,
    height,
    sizes,
    className,
    unoptimized: src.endsWith('.svg'),
    ...(lead
      ? { loading: keepLazy ? 'lazy' : 'eager', fetchPriority: 'high' }
      : { loading: 'lazy' }),
  });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps supplies src, srcSet and alt
  const img = <img {...props} />;
  // An eager picture needs no <link> of ours: React's server renderer preloads every <img> that is not lazy and has a
  // high fetchPriority from the <head> itself, and a second link was the same preload again in the HTML and in the RSC
  // payload. A picture that must stay lazy (the candidate cards) gets none from React, so it gets ours.
  if (!lead || !keepLazy) return img;
  // A <link> element, not ReactDOM.preload(): React hoists it into the <head> of this page's HTML, while preload() also
  // puts a hint into the page's RSC payload, which the browser acts on whenever another page merely prefetches this
  // one (every page's header links to /kandidater, so each page fetched the portraits).
  return (
    <>
      <link
        rel="preload"
        as="image"
        href={props.srcSet ? undefined : props.src}
        imageSrcSet={props.srcSet}
        imageSizes={props.sizes}
        fetchPriority="high"
      />
      {img}
    </>
  );
}
