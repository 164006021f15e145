import { useEffect, useState, type ComponentType } from 'react';

// Every toast on the site answers something the visitor did, so the toast renderer loads on the first interaction
// instead of on every page view; toast() calls queue in react-hot-toast's store and show once it is there.
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'click'] as const;

/**
 * The toast renderer from the visitor's first interaction on; rendered by the layout's client leaf (SiteEffects), so
 * it is part of that leaf, not an element of its own in the page's payload. (Set as state once loaded, not React.lazy:
 * a Suspense boundary would hold the first toast back behind React's reveal timer.)
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    const load = () => {
      stop();
      import('./toaster').then((m) => setToaster(() => m.Toaster)).catch(() => {});
    };
    const stop = () =>
      FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, load, true));
    FIRST_INTERACTION.forEach((type) =>
      window.addEventListener(type, load, { capture: true, passive: true }),
    );
    return stop;
  }, []);
  return Toaster ? <Toaster /> : null;
}
