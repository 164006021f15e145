'use client';

import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
  type ReactNode,
} from 'react';
import type { EmblaApi } from './embla-controller';
import { whenNearViewport } from '@/components/ui/on-view';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';

// Its own chunk, fetched once the slides are about to be seen: a prefetch of / from another page never loads embla.
const EmblaController = lazy(() => import('./embla-controller'));

/**
 * The viewport element once it is about to be seen or a control is used (then embla starts), the embla API once it runs,
 * and `load` for a control used before that.
 */
function useEmbla() {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState<HTMLDivElement>();
  const [api, setApi] = useState<EmblaApi>();
  const load = useCallback(() => {
    if (viewportRef.current) setNear(viewportRef.current);
  }, []);
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let cancelled = false;
    // Within 100 px of the screen, not 400: on a phone the slides start a fifth of a screen below the first one, and a
    // reader who never scrolls there should not pay for embla's code and its first measurement (issue 48). On a
    // 1280 x 800 desktop they start 80 px below it, so there embla still comes with the page. No idle-time fallback:
    // every control loads embla itself when used (withApi), the slides are readable without it, and autoplay only
    // runs on screen; a keyboard user's focus scrolls the play button, and with it the slides, into reach first.
    whenNearViewport(viewport, { margin: 100, fallback: false })
      .then(() => !cancelled && setNear(viewport))
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);
  // Without embla (chunk failed to load) the slides stay readable server HTML.
  const controller = near ? (
    <Suspense fallback={null}>
      <EmblaController viewport={near} onApi={setApi} />
    </Suspense>
  ) : null;
  return [viewportRef, api, controller, load] as const;
}

/**
 * Whether at least half of `ref`'s element is on screen, kept up to date: autoplay runs only while the slides can be
 * seen. A slide that changes off screen shows nobody anything and costs a phone a layout and a paint every frame of
 * the move, every five seconds, from the moment the page loads.
 */
function useOnScreen(ref: RefObject<HTMLElement | null>) {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)),
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

type Props = {
  /** Accessible name of the carousel region. */
  label: string;
  /** Number of slides, for the dot labels ('n af 12'). */
  count: number;
  /** Name of one item in the control labels, e.g. 'politikområde'. */
  itemName: string;
  /** Slides rendered on the server, each a direct child with role="group" and its own label. */
  children: ReactNode;
};

/** Embla carousel (spec §9: autoplay 5000 ms, loop, stops on interaction) following the WAI-ARIA carousel pattern. */
export function Carousel({ label, count, itemName, children }: Props) {
  const [viewportRef, api, controller, loadEmbla] = useEmbla();
  const regionRef = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(regionRef);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);
  const reducedMotion = useRef(false);
  // Autoplay is on until the visitor stops it (a control, a swipe, the stop button), or from the start when they asked
  // their system for less motion; while the carousel is off screen it only pauses.
  const autoplayWanted = useRef(true);
  const pausedOffScreen = useRef(false);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    const onPlay = () => setPlaying(true);
    const onStop = () => {
      setPlaying(false);
      // A stop this component did not ask for is embla's stopOnInteraction: the visitor took over.
      if (!pausedOffScreen.current) autoplayWanted.current = false;
    };
    api
      .on('select', onSelect)
      .on('reInit', onSelect)
      .on('autoplay:play', onPlay)
      .on('autoplay:stop', onStop);
    // No automatic movement for visitors who asked their system for less motion.
    reducedMotion.current = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reducedMotion.current) autoplayWanted.current = false;
    return () => {
      api
        .off('select', onSelect)
        .off('reInit', onSelect)
        .off('autoplay:play', onPlay)
        .off('autoplay:stop', onStop);
    };
  }, [api]);

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay || !autoplayWanted.current) return;
    if (onScreen) {
      pausedOffScreen.current = false;
      autoplay.play();
    } else if (autoplay.isPlaying()) {
      pausedOffScreen.current = true;
      autoplay.stop();
    }
  }, [api, onScreen]);

  // A control used before embla has loaded acts as soon as it is there (it loads after hydration, near the viewport).
  const pending = useRef<(embla: EmblaApi) => void>(undefined);
  useEffect(() => {
    if (!api || !pending.current) return;
    pending.current(api);
    pending.current = undefined;
  }, [api]);
  const withApi = (action: (embla: EmblaApi) => void) => {
    if (api) return action(api);
    pending.current = action;
    loadEmbla();
  };

  const stopAndGo = (move: (embla: EmblaApi, jump: boolean) => void) =>
    withApi((embla) => {
      autoplayWanted.current = false;
      pausedOffScreen.current = false;
      embla.plugins().autoplay?.stop();
      move(embla, reducedMotion.current);
    });
  const prev = () => stopAndGo((embla, jump) => embla.scrollPrev(jump));
  const next = () => stopAndGo((embla, jump) => embla.scrollNext(jump));
  const goTo = (index: number) => stopAndGo((embla, jump) => embla.scrollTo(index, jump));
  const togglePlay = () => {
    const play = !playing;
    withApi((embla) => {
      autoplayWanted.current = play;
      pausedOffScreen.current = false;
      if (play) embla.plugins().autoplay?.play();
      else embla.plugins().autoplay?.stop();
    });
  };

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') prev();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  }

  const controlClass =
    'h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-ink shadow-sm hover:bg-slate-50';
  return (
    <section
      ref={regionRef}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="relative print:hidden"
      data-embla={api ? 'ready' : undefined}
    >
      {controller}
      <div className="mb-4 flex items-center justify-end gap-2">
        <button
          type="button"
          onClick={togglePlay}
          className={`${controlClass} inline-flex`}
          aria-label={playing ? 'Stop automatisk skift' : 'Start automatisk skift'}
        >
          {playing ? (
            <Pause aria-hidden="true" className="h-5 w-5" />
          ) : (
            <Play aria-hidden="true" className="h-5 w-5" />
          )}
        </button>
        <button
          type="button"
          onClick={prev}
          className={`${controlClass} hidden md:inline-flex`}
          aria-label={`Forrige ${itemName}`}
        >
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        </button>
        <button
          type="button"
          onClick={next}
          className={`${controlClass} hidden md:inline-flex`}
          aria-label={`Næste ${itemName}`}
        >
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <div ref={viewportRef} className="overflow-hidden">
        {/* Announce slide changes only when they are not automatic. */}
        <div className="-ml-4 flex touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
          {children}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap justify-center">
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            onClick={() => goTo(index)}
            aria-label={`Vis ${itemName} ${index + 1} af ${count}`}
            aria-current={index === selected ? 'true' : undefined}
            className="group flex h-8 w-8 items-center justify-center"
          >
            <span
              className={`block h-2.5 rounded-full transition-all ${index === selected ? 'w-6 bg-brand-700' : 'w-2.5 bg-slate-400 group-hover:bg-slate-500'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
