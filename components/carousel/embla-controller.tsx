'use client';

import { useEffect } from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

const AUTOPLAY = { delay: 5000, stopOnInteraction: true, playOnInit: false } as const;
const OPTIONS = { loop: true, align: 'start' } as const;
const PLUGINS = [Autoplay(AUTOPLAY)];

type Props = { viewport: HTMLElement; onApi: (api: EmblaApi | undefined) => void };

/** Attaches embla to the server-rendered viewport; loaded on demand by the carousel, so it renders nothing itself. */
export default function EmblaController({ viewport, onApi }: Props) {
  const [emblaRef, api] = useEmblaCarousel(OPTIONS, PLUGINS);
  useEffect(() => {
    emblaRef(viewport);
    return () => emblaRef(null);
  }, [emblaRef, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
