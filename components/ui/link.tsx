import type { AnchorHTMLAttributes } from 'react';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** false: never prefetched (a target whose code is heavy, e.g. the contact forms' zod). */
  prefetch?: false;
};

/**
 * The site's internal link (issue 48): a plain `<a>` that navigates on the client. `next/link` hydrated one component
 * per link (its hooks, a link instance, a status context) to do what one delegated listener does for the whole page:
 * `useLinkNavigation` (in `SiteEffects`, and in the English pages' `LinkNavigation`) turns a plain click on a link
 * marked `data-link` into `router.push`, as `next/link` did, and leaves a modified click, another tab, a download or
 * another origin to the browser. Before the page has hydrated, a click loads the page in full, as with `next/link`.
 *
 * - no `prefetch` prop: prefetched on intent, the pointer over the link, a touch on it or keyboard focus on it.
 *   `useIntentPrefetch` (one delegated listener in `SiteEffects`) acts on the `data-prefetch` mark set here.
 * - `prefetch={false}`: never prefetched, still navigated on the client.
 *
 * A plain `<a>` without the mark (the footer's shortcuts, a file such as /kalender.ics) loads its page in full.
 * Server-safe: the same element from a server or a client component.
 */
export default function Link({ prefetch, ...props }: LinkProps) {
  return <a data-link="" data-prefetch={prefetch === false ? undefined : ''} {...props} />;
}
