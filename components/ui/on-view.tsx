// Deferred hydration: a client leaf below the fold loads its code, and hydrates its server HTML, only when the visitor
// scrolls near it. Suspense keeps the server HTML in place (dehydrated) until then; a prefetch of the route fetches
// only the small wrapper, not the leaf.
import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';

/**
 * Resolves once `target` (an element or its id) comes within `margin` px of the viewport, or `latestMs` after the page's
 * load event at the latest (a control must never wait on a scroll, e.g. for a test driver or a find-in-page jump).
 * Resolves at once on the server, and when the element is not in the document yet: that is a client navigation.
 */
export function whenNearViewport(
  target: Element | string,
  margin = 400,
  latestMs = 3000,
): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  const element = typeof target === 'string' ? document.getElementById(target) : target;
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && done(),
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(element);
    // latestMs = Infinity: only the viewport decides (for code that draws, not for controls a visitor may need).
    if (!Number.isFinite(latestMs)) return;
    const later = () => setTimeout(done, latestMs);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  });
}

/**
 * Resolves in the browser's next idle period (at most `latestMs` later), so a heavy leaf's code is evaluated in a task
 * of its own instead of right after the hydration of the page around it. At once on the server.
 */
export function whenIdle(latestMs = 2000): Promise<void> {
  if (typeof window === 'undefined' || typeof window.requestIdleCallback !== 'function')
    return Promise.resolve();
  return new Promise((resolve) =>
    window.requestIdleCallback(() => resolve(), { timeout: latestMs }),
  );
}

/**
 * Wraps a lazily loaded client component in an element with this id, hydrated when that element nears the viewport.
 * Until the leaf has hydrated, its form controls sit in a disabled <fieldset>: input typed into server HTML would be
 * lost at hydration (React replays clicks, not typing), so the controls wait the moment it takes.
 */
export function onView<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
  { idle = false } = {},
) {
  const Leaf = lazy(() =>
    whenNearViewport(id)
      .then(() => (idle ? whenIdle() : undefined))
      .then(load)
      .then((Component) => ({
        default: function Hydrated({ onReady, ...props }: P & { onReady: () => void }) {
          useEffect(onReady, [onReady]);
          return <Component {...(props as P)} />;
        },
      })),
  );
  return function OnView(props: P) {
    const [ready, setReady] = useState(false);
    const onReady = useCallback(() => setReady(true), []);
    return (
      <div id={id}>
        <fieldset disabled={!ready} className="contents">
          <Suspense>
            <Leaf {...props} onReady={onReady} />
          </Suspense>
        </fieldset>
      </div>
    );
  };
}
