// The election from content/site.json turned into what the countdown leaves need, and the dates written out in full.
import type { SiteConfig } from '@/lib/site';
import {
  DANISH_MONTHS as DA_MONTHS,
  DANISH_WEEKDAYS as DA_WEEKDAYS,
} from '@/lib/format/danish-date';
import { copenhagenInstant, dayNumber } from '@/lib/time/copenhagen';
import type { ElectionClock } from './countdown';
import type { CountdownDates } from './page-countdown';

type Election = SiteConfig['election'];

export function electionClock(election: Election): ElectionClock {
  const [hours, minutes] = election.pollingHours.closes.split(':');
  return {
    electionDay: dayNumber(election.date),
    closesAt: copenhagenInstant(election.date, election.pollingHours.closes).getTime(),
    earlyStart: dayNumber(election.earlyVoting.start),
    earlyEnd: dayNumber(election.earlyVoting.end),
    closesLabel: minutes === '00' ? String(Number(hours)) : `${Number(hours)}.${minutes}`,
  };
}

const EN_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const partsOf = (iso: string) => {
  const at = new Date(`${iso}T00:00:00Z`);
  return {
    weekday: at.getUTCDay(),
    day: at.getUTCDate(),
    month: at.getUTCMonth(),
    year: at.getUTCFullYear(),
  };
};

/** '2029-11-20' → 'tirsdag den 20. november 2029' */
export function danishLongDate(iso: string): string {
  const p = partsOf(iso);
  return `${DA_WEEKDAYS[p.weekday]} den ${p.day}. ${DA_MONTHS[p.month]} ${p.year}`;
}

/** '2029-11-20' → '20. november' (a period's ends, when the year is plain from the context). */
export const danishDayMonth = (iso: string) =>
  `${partsOf(iso).day}. ${DA_MONTHS[partsOf(iso).month]}`;

/** '2029-11-20' → 'Tuesday 20 November 2029' */
export function englishLongDate(iso: string): string {
  const p = partsOf(iso);
  return `${EN_WEEKDAYS[p.weekday]} ${p.day} ${EN_MONTHS[p.month]} ${p.year}`;
}

export const englishDayMonth = (iso: string) =>
  `${partsOf(iso).day} ${EN_MONTHS[partsOf(iso).month]}`;

/** The server's countdown texts: what a reader without JavaScript sees, and the past tense for after the election. */
export function countdownDates(election: Election, lang: 'da' | 'en'): CountdownDates {
  if (lang === 'da') {
    const date = danishLongDate(election.date);
    return { upcoming: `Valget er ${date}`, past: `Valget var ${date}` };
  }
  const date = englishLongDate(election.date);
  return { upcoming: `The election is on ${date}`, past: `The election was on ${date}` };
}
