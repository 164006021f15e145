'use client';

import Link from '@/components/ui/link';
import { homeBannerText, type ElectionClock } from '@/lib/election/countdown';
import { useElectionPhase } from './use-election-phase';
import { useValgNight } from './use-valg-night';

type Props = { clock: ElectionClock; dateText: string; resultText?: string };

/**
 * The home page's election line for the day it is read. The server writes the date; the reader's clock picks the
 * text. The box keeps its height whatever it says (or when it says nothing), so nothing below it moves.
 */
export function ElectionBanner({ clock, dateText, resultText }: Props) {
  const phase = useElectionPhase(clock);
  const night = useValgNight();
  const text = phase ? homeBannerText(clock, phase, dateText, resultText) : dateText;
  return (
    <div data-election-banner className="mt-6 flex min-h-14 max-w-2xl items-start">
      {night ? (
        <Link
          href="/valgaften"
          prefetch={false}
          className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold leading-5 text-white underline-offset-2 hover:underline"
        >
          Valgaften: følg resultaterne, mens de bliver talt op
        </Link>
      ) : text === null ? null : phase?.kind === 'after' ? (
        <p className="font-semibold text-brand-800">{text}</p>
      ) : (
        <Link
          href="/stem"
          prefetch={false}
          className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold leading-5 text-white underline-offset-2 hover:underline"
        >
          {text}
        </Link>
      )}
    </div>
  );
}
