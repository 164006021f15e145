// Deferred hydration: a client leaf below the fold loads its code, and hydrates its server HTML, only when the visitor
// scrolls near it (or reaches for the keyboard, or the page has long settled). Suspense keeps the server HTML in place (dehydrated) until then; a prefetch of the route fetches
// only the small wrapper, not the leaf.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';

/** How long after the load event a leaf that was never scrolled near waits before it loads anyway, in idle time. */
const FALLBACK_AFTER_LOAD_MS = 5000;

/**
 * Resolves on the visitor's first key press or when the browser is idle FALLBACK_AFTER_LOAD_MS after the load event,
 * whichever comes first: the way in for a control nobody has scrolled to yet. A keyboard user may Tab towards it (the
 * page scrolls as focus moves, but a control that is still disabled would be skipped), a screen reader's virtual
 * cursor reaches it without scrolling; neither should find it inert. Idle time after the load has settled keeps this
 * out of the page's loading work.
 */
function whenKeyboardOrSettled(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('keydown', done, true);
      resolve();
    };
    window.addEventListener('keydown', done, { capture: true, passive: true });
    const later = () => setTimeout(() => whenIdle().then(done), FALLBACK_AFTER_LOAD_MS);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  });
}

/**
 * Resolves once `target` (an element or its id) comes within `margin` px of the viewport, or (fallback, for controls)
 * on the visitor's first key press or in idle time 5 s after the load event: a control must never wait on a scroll,
 * but neither should a load pay for a leaf far below the first screen. fallback = false: only the viewport decides
 * (for code that draws, not for controls a visitor may need). Resolves at once on the server, and when the element
 * is not in the document yet: that is a client navigation.
 */
export function whenNearViewport(
  target: Element | string,
  { margin = 400, fallback = true }: { margin?: number; fallback?: boolean } = {},
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
    if (fallback) whenKeyboardOrSettled().then(done);
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

/** What a visitor does first when reaching for a control: a tap or click, a key, or focus arriving by Tab. */
const FIRST_USE = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Wraps a lazily loaded client component whose server HTML works by itself (a form that posts on its own, answered with
 * a page): nothing is disabled, and its code loads on the visitor's first touch, key or focus inside it, not on a
 * timer or a scroll. Typing before the code has arrived is kept (the form adopts the values it finds). Loads at once
 * when `now(props)` says the server HTML is out of date (an event that has begun), and on a client navigation.
 * The wrapper carries data-ready once the leaf has hydrated.
 */
export function onUse<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
  { now }: { now?: (props: P) => boolean } = {},
) {
  let release = () => {};
  const used = new Promise<void>((resolve) => (release = resolve));
  const Leaf = lazy(() =>
    (typeof window === 'undefined' || !document.getElementById(id) ? Promise.resolve() : used)
      // Code that cannot be fetched (a dropped connection) leaves the server HTML, which posts by itself, in place;
      // a rejection would take the page to its error boundary. Only in the browser: the server's render must fail loudly.
      .then(() =>
        typeof window === 'undefined' ? load() : load().catch(() => new Promise<never>(() => {})),
      )
      .then((Component) => ({
        default: function Hydrated({ onReady, ...props }: P & { onReady: () => void }) {
          useEffect(onReady, [onReady]);
          return <Component {...(props as P)} />;
        },
      })),
  );
  return function OnUse(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const [ready, setReady] = useState(false);
    const onReady = useCallback(() => setReady(true), []);
    useEffect(() => {
      const element = ref.current;
      // Focus that arrived before this effect (a tap or Tab while the page was still hydrating, on a slow phone) was
      // a first use no listener heard: the visitor is in the form, so its code loads now.
      if (!element || now?.(props) || element.contains(document.activeElement)) return release();
      // On the window, in the capture phase: React stops the propagation of a discrete event (focus, pointer, key)
      // whose target is in server HTML it has not hydrated yet, from its own capture listener on the document, so a
      // listener on the wrapper would never hear the first touch.
      const onEvent = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) release();
      };
      for (const type of FIRST_USE)
        window.addEventListener(type, onEvent, { capture: true, passive: true });
      return () => {
        for (const type of FIRST_USE) window.removeEventListener(type, onEvent, { capture: true });
      };
      // The props of a leaf's first render decide; a later render does not re-arm it.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return (
      <div id={id} ref={ref} data-ready={ready || undefined}>
        <Suspense>
          <Leaf {...props} onReady={onReady} />
        </Suspense>
      </div>
    );
  };
}
