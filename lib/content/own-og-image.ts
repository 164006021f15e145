// pageMetadata always names the default share image; routes with their own opengraph-image.tsx drop that key so
// Next fills in the route's generated image (a key set to undefined would suppress it).
import type { Metadata } from 'next';

export function withRouteOgImage(metadata: Metadata): Metadata {
  const openGraph = metadata.openGraph ? { ...metadata.openGraph } : undefined;
  const twitter = metadata.twitter ? { ...metadata.twitter } : undefined;
  delete openGraph?.images;
  delete twitter?.images;
  return { ...metadata, openGraph, twitter };
}
