'use client';

import { preload } from 'react-dom';

type Props = { src: string; srcSet?: string; sizes?: string };

/**
 * Preloads a picture from the <head> of the page's HTML (React's server render hoists preload() there). A client
 * component on purpose: called in a server component, preload() also puts a hint into the page's RSC payload, which
 * the browser follows whenever another page merely prefetches this one. For pictures that must stay loading="lazy".
 */
export function PreloadImage({ src, srcSet, sizes }: Props) {
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return null;
}
