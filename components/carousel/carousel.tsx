'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';

const AUTOPLAY = { delay: 5000, stopOnInteraction: true, playOnInit: false } as const;

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
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start' }, [Autoplay(AUTOPLAY)]);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);
  const reducedMotion = useRef(false);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    api.on('select', onSelect).on('reInit', onSelect).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    // No automatic movement for visitors who asked their system for less motion.
    reducedMotion.current = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!reducedMotion.current) api.plugins().autoplay?.play();
    return () => {
      api.off('select', onSelect).off('reInit', onSelect).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [api]);

  const stopAndGo = useCallback(
    (move: (jump: boolean) => void) => {
      api?.plugins().autoplay?.stop();
      move(reducedMotion.current);
    },
    [api],
  );
  const prev = () => stopAndGo((jump) => api?.scrollPrev(jump));
  const next = () => stopAndGo((jump) => api?.scrollNext(jump));
  const goTo = (index: number) => stopAndGo((jump) => api?.scrollTo(index, jump));
  const togglePlay = () => {
    const autoplay = api?.plugins().autoplay;
    if (autoplay?.isPlaying()) autoplay.stop();
    else autoplay?.play();
  };

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') prev();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  }

  const controlClass = 'h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-ink shadow-sm hover:bg-slate-50';
  return (
    <section aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown} className="relative print:hidden">
      <div className="mb-4 flex items-center justify-end gap-2">
        <button type="button" onClick={togglePlay} className={`${controlClass} inline-flex`} aria-label={playing ? 'Stop automatisk skift' : 'Start automatisk skift'}>
          {playing ? <Pause aria-hidden="true" className="h-5 w-5" /> : <Play aria-hidden="true" className="h-5 w-5" />}
        </button>
        <button type="button" onClick={prev} className={`${controlClass} hidden md:inline-flex`} aria-label={`Forrige ${itemName}`}>
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        </button>
        <button type="button" onClick={next} className={`${controlClass} hidden md:inline-flex`} aria-label={`Næste ${itemName}`}>
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
            <span className={`block h-2.5 rounded-full transition-all ${index === selected ? 'w-6 bg-brand-700' : 'w-2.5 bg-slate-400 group-hover:bg-slate-500'}`} />
          </button>
        ))}
      </div>
    </section>
  );
}
