import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The Danish site's internal link (issue 48): `next/link`, which navigates on the client, but prefetching its page when
 * the reader reaches for it instead of when it is on screen. Next's default fetches and parses the payload of every
 * linked page that scrolls into view (and preloads the pictures and code those payloads name): on a phone that is
 * main-thread work and data spent on pages the reader mostly never opens.
 *
 * - no `prefetch` prop: prefetched on intent, the pointer over the link, a touch on it or keyboard focus on it.
 *   `useIntentPrefetch` (one delegated listener in `SiteEffects`) acts on the `data-prefetch` mark set here.
 * - `prefetch={false}`: never prefetched (a target whose code is heavy, e.g. the contact forms' zod).
 * - `prefetch` true/"auto"/null: Next's own viewport prefetch, for a link that asks for it.
 *
 * The English pages have their own root layout without `SiteEffects`: there a link navigates on the client and is not
 * prefetched at all. A plain `<a>` (the footer's shortcuts, which load their page in full) carries no mark and is never prefetched.
 * Server-safe (no 'use client'): a server component renders it as the `next/link` element it wraps.
 */
export default function Link({ prefetch, ...props }: ComponentProps<typeof NextLink>) {
  if (prefetch === undefined) return <NextLink prefetch={false} data-prefetch="" {...props} />;
  return <NextLink prefetch={prefetch} {...props} />;
}
