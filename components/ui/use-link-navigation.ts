import { useEffect } from 'react';
import { useRouter } from 'next/navigation';

/**
 * The path a click on a site link (`components/ui/link.tsx`, `data-link`) should open on the client, or null for the
 * browser to follow: what `next/link` navigated itself, it navigates, and what it left to the browser, it leaves. Null
 * for a click already handled, any but the main button or with a modifier key (a new tab or window, a download), a
 * link that opens another tab or downloads, another origin, and a jump to an anchor of the page the reader is on.
 */
export function navigationTarget(event: MouseEvent, location: Location): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (!(event.target instanceof Element)) return null;
  const anchor = event.target.closest('a[data-link]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.origin !== location.origin) return null;
  const samePage = anchor.pathname === location.pathname && anchor.search === location.search;
  if (samePage && anchor.hash) return null;
  return anchor.pathname + anchor.search + anchor.hash;
}

/**
 * Client navigation for the site's links (issue 48): one click listener on the document instead of a `next/link`
 * component per link. It listens after React's own (registered when the page hydrated), so a link's `onClick` runs
 * first and can still cancel the navigation with `preventDefault`.
 */
export function useLinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const path = navigationTarget(event, window.location);
      if (!path) return;
      event.preventDefault();
      router.push(path);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
}
