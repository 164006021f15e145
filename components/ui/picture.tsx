import { getImageProps } from 'next/image';

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
 * lazy), so the paint does not wait for layout to discover it; every other picture is lazy. Vector pictures are
 * served as they are.
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
  const { props } = getImageProps({
    src,
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
