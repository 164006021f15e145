'use client';

import {
  pageCountdownText,
  type CountdownDates,
  type CountdownLang,
} from '@/lib/election/page-countdown';
import type { ElectionClock } from '@/lib/election/countdown';
import { useElectionPhase } from './use-election-phase';

type Props = { clock: ElectionClock; lang: CountdownLang; dates: CountdownDates };

/** The date and the days left at the top of /stem and /en/vote, counted on the reader's clock in Copenhagen days. */
export function ElectionCountdown({ clock, lang, dates }: Props) {
  const phase = useElectionPhase(clock);
  return (
    <p
      data-election-countdown
      className="mt-4 min-h-[5.25rem] text-lg font-semibold leading-7 text-brand-800 sm:min-h-7"
    >
      {phase ? pageCountdownText(lang, clock, phase, dates) : dates.upcoming}
    </p>
  );
}
