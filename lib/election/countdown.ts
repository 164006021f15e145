// Where the election stands at an instant, in Copenhagen calendar days, and the home banner's text for it. Runs in the
// home page's client leaf, so it takes the election as plain numbers (built on the server by ./schedule.ts) and
// imports nothing but the hand-written Copenhagen clock.
import { copenhagenDayNumber } from '@/lib/time/copenhagen';

/** The election as the client needs it: Copenhagen day numbers (days since 1970-01-01) and the instant the polls close. */
export type ElectionClock = {
  electionDay: number;
  /** Epoch milliseconds of closing time on election day. */
  closesAt: number;
  earlyStart: number;
  earlyEnd: number;
  /** Closing time as Danes say it: '20' for 20:00, '20.30' for 20:30. */
  closesLabel: string;
};

export type ElectionPhase =
  /** `days` Copenhagen midnights are left until election day; `earlyVoting` while postal votes can be cast. */
  | { kind: 'before'; days: number; earlyVoting: boolean }
  /** Election day, before the polls close. */
  | { kind: 'day' }
  /** The polls have closed. */
  | { kind: 'after' };

/** The banner speaks up in the last 30 days before the election. */
const BANNER_DAYS = 30;

export function electionPhase(clock: ElectionClock, at: Date): ElectionPhase {
  if (at.getTime() >= clock.closesAt) return { kind: 'after' };
  const today = copenhagenDayNumber(at);
  if (today >= clock.electionDay) return { kind: 'day' };
  return {
    kind: 'before',
    days: clock.electionDay - today,
    earlyVoting: today >= clock.earlyStart && today <= clock.earlyEnd,
  };
}

export const daysText = (days: number) => `${days} ${days === 1 ? 'dag' : 'dage'}`;

/** Election day's line on the home page and on /stem. */
export const electionDayText = (clock: ElectionClock) =>
  `Valgdag i dag – stemmestederne er åbne til kl. ${clock.closesLabel}`;

/**
 * The home banner: the countdown in the last 30 days, the postal vote while it is open (both at once where the two
 * overlap), election day until the polls close, then the campaign's result text or nothing. Before all that, the
 * date (`dateText`, the server's own text).
 */
export function homeBannerText(
  clock: ElectionClock,
  phase: ElectionPhase,
  dateText: string,
  resultText?: string,
): string | null {
  if (phase.kind === 'after') return resultText ?? null;
  if (phase.kind === 'day') return electionDayText(clock);
  if (phase.days <= BANNER_DAYS)
    return `${daysText(phase.days)} til valget – ${phase.earlyVoting ? 'du kan brevstemme nu' : 'sådan stemmer du'}`;
  return phase.earlyVoting ? 'Du kan brevstemme nu' : dateText;
}
