// The countdown line at the top of /stem and /en/vote: the date and how many days are left, in the page's language.
import { daysText, electionDayText, type ElectionClock, type ElectionPhase } from './countdown';

export type CountdownLang = 'da' | 'en';

/** The texts the server writes into the page (no JavaScript needed): the date, and how the page names it afterwards. */
export type CountdownDates = { upcoming: string; past: string };

export function pageCountdownText(
  lang: CountdownLang,
  clock: ElectionClock,
  phase: ElectionPhase,
  dates: CountdownDates,
): string {
  if (phase.kind === 'after') return dates.past;
  if (lang === 'da') {
    if (phase.kind === 'day') return electionDayText(clock);
    return `${dates.upcoming} – ${phase.days === 1 ? 'i morgen' : `om ${daysText(phase.days)}`}`;
  }
  if (phase.kind === 'day')
    return `Election day today – polling stations are open until ${clock.closesLabel.replace('.', ':')}${clock.closesLabel.includes('.') ? '' : ':00'}`;
  return `${dates.upcoming} – ${phase.days === 1 ? 'tomorrow' : `in ${phase.days} days`}`;
}
