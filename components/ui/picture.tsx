import { getImageProps } from 'next/image';
import { PreloadImage } from './preload-image';

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
 * is eager, `fetchpriority="high"` and preloaded from the <head>, so the paint does not wait for layout to discover
 * it; every other picture is lazy. Vector pictures are served as they are.
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
  if (!lead) return img;
  // A lead picture that must stay lazy (the specification's candidate cards) gets its preload from PreloadImage, which
  // React's server render puts in the <head>. Any other lead picture: a <link> element, not ReactDOM.preload() in this
  // server component, which would also put a hint into the page's RSC payload that the browser follows whenever
  // another page merely prefetches this one (every page's header links to /kandidater).
  return (
    <>
      {keepLazy ? (
        <PreloadImage src={props.src} srcSet={props.srcSet} sizes={props.sizes} />
      ) : (
        <link
          rel="preload"
          as="image"
          href={props.srcSet ? undefined : props.src}
          imageSrcSet={props.srcSet}
          imageSizes={props.sizes}
          fetchPriority="high"
        />
      )}
      {img}
    </>
  );
}
