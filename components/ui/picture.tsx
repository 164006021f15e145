import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

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
};

/**
 * next/image's srcset as a plain server-rendered <img> (<Image> is client code the pages don't need). A lead picture
 * is eager, `fetchpriority="high"` and preloaded from the <head>, so the paint does not wait for layout to discover
 * it; every other picture is lazy. Vector pictures are served as they are.
 */
export function Picture({ src, alt, width, height, sizes, className, lead = false }: Props) {
  const { props } = getImageProps({
    src,
    alt,
    width,
    height,
    sizes,
    className,
    unoptimized: src.endsWith('.svg'),
    ...(lead ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' }),
  });
  if (lead) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps supplies src, srcSet and alt
  return <img {...props} />;
}
