import { useEffect } from 'react';
import { useRouter } from 'next/navigation';

/**
 * The path to prefetch for the link an event reached, or null: only a link the site's `Link` marked (`data-prefetch`),
 * to a path of this origin, opened in this tab, and not the page the reader is on.
 */
export function intentTarget(target: EventTarget | null, location: Location): string | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[data-prefetch]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download'))
    return null;
  if (anchor.origin !== location.origin) return null;
  const path = anchor.pathname + anchor.search;
  return path === location.pathname + location.search ? null : path;
}

/** The events that show intent: a mouse resting over a link, a finger on it, keyboard focus reaching it. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Prefetch on intent (issue 48): the page behind a site link is prefetched when the pointer rests over it, a finger
 * touches it, or keyboard focus reaches it, not when it scrolls into view. One delegated listener per event for the
 * whole document, so the links themselves stay server HTML with a mark. Next deduplicates repeated prefetches.
 */
export function useIntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const onIntent = (event: Event) => {
      if (event instanceof PointerEvent && event.pointerType !== 'mouse') return; // touch has its own event
      const path = intentTarget(event.target, window.location);
      if (path) router.prefetch(path);
    };
    const options = { capture: true, passive: true } as const;
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
    };
  }, [router]);
}
