import type { Metadata } from 'next';

/**
 * Next ignores a route's opengraph-image.tsx when the page's metadata names images itself,
 * and pageMetadata always adds the default share image; this drops it so the generated image is used.
 */
export function withOwnOgImage(metadata: Metadata): Metadata {
  const { openGraph, twitter } = metadata;
  return {
    ...metadata,
    ...(openGraph ? { openGraph: Object.fromEntries(Object.entries(openGraph).filter(([key]) => key !== 'images')) } : {}),
    ...(twitter ? { twitter: Object.fromEntries(Object.entries(twitter).filter(([key]) => key !== 'images')) } : {}),
  };
}
