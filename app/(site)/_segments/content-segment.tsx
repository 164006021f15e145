// What a content route's dynamic segment needs from its collection, written once: Next's static params, the page's
// metadata, its Open Graph image, and the entry (or the segment's not-found page). A segment's page.tsx and
// opengraph-image.tsx re-export these from the segment's own segment.ts; `dynamicParams = false` stays a literal in
// each of them, as Next's static analysis requires.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ogContentType, ogSize, renderOgImage } from '@/components/opengraph-image';

type OgCard = { title: string; kicker: string };

type SegmentOptions<T, P> = {
  /** Every address the segment pre-renders. */
  params: () => P[];
  /** The entry at an address, if there is one. */
  find: (params: P) => T | undefined;
  metadata: (entry: T) => Metadata;
  og: { alt: string; card: (entry: T) => OgCard; fallback: OgCard };
};

export function contentSegment<T, P extends Record<string, string> = { slug: string }>(
  options: SegmentOptions<T, P>,
) {
  /** The entry at the page's address; an unknown one renders the segment's not-found page. */
  const entry = async (params: Promise<P>): Promise<T> => {
    const found = options.find(await params);
    if (found === undefined) notFound();
    return found;
  };
  return {
    generateStaticParams: options.params,
    generateMetadata: async ({ params }: { params: Promise<P> }): Promise<Metadata> =>
      options.metadata(await entry(params)),
    entry,
    size: ogSize,
    contentType: ogContentType,
    alt: options.og.alt,
    ogImage: async ({ params }: { params: Promise<P> }) => {
      const found = options.find(await params);
      return renderOgImage(found === undefined ? options.og.fallback : options.og.card(found));
    },
  };
}

/** The usual case: one collection, addressed by its entries' slugs. */
export function slugSegment<T extends { slug: string }>(
  collection: { all: () => T[]; bySlug: (slug: string) => T | undefined },
  options: Omit<SegmentOptions<T, { slug: string }>, 'params' | 'find'>,
) {
  return contentSegment<T>({
    params: () => collection.all().map(({ slug }) => ({ slug })),
    find: ({ slug }) => collection.bySlug(slug),
    ...options,
  });
}
