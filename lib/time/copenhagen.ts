// Europe/Copenhagen wall-clock time without Intl: Denmark follows the EU rule (summer time from 01:00 UTC on the last
// Sunday of March to 01:00 UTC on the last Sunday of October; UTC+2 then, UTC+1 otherwise). Written by hand because
// an Intl formatter costs a phone ~80 ms of main thread the first time (see lib/format/danish-date.ts), and this runs
// in client leaves (the election countdown). tests/unit/time/copenhagen.test.ts holds it to Intl's answers.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 01:00 UTC on the last Sunday of the month (monthIndex 0–11): when the EU clocks change. */
function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * DAY;
}

/** Minutes Copenhagen is ahead of UTC at this instant: 120 in summer time, 60 in winter time. */
export function copenhagenOffsetMinutes(instant: Date): 60 | 120 {
  const t = instant.getTime();
  const year = instant.getUTCFullYear();
  return t >= lastSundayAtOneUtc(year, 2) && t < lastSundayAtOneUtc(year, 9) ? 120 : 60;
}

export type LocalDateTime = {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
};

export type CopenhagenParts = LocalDateTime & {
  second: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
};

/** The wall clock in Copenhagen at this instant. */
export function toCopenhagen(instant: Date): CopenhagenParts {
  const shifted = new Date(instant.getTime() + copenhagenOffsetMinutes(instant) * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    weekday: shifted.getUTCDay(),
  };
}

export type LocalResolution =
  | { kind: 'ok'; instant: Date }
  /** The clocks jump from 02:00 to 03:00 on the last Sunday of March: 02:00–02:59 never happens. */
  | { kind: 'nonexistent' }
  /** 02:00–02:59 happens twice on the last Sunday of October; `instant` is the first (summer time) one. */
  | { kind: 'ambiguous'; instant: Date; later: Date };

/** The instant a Copenhagen wall-clock time names, or why there is none or more than one. */
export function resolveCopenhagen(local: LocalDateTime): LocalResolution {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const candidates = [120, 60]
    .map((offset) => new Date(asUtc - offset * 60_000))
    .filter((instant) => copenhagenOffsetMinutes(instant) * 60_000 === asUtc - instant.getTime());
  if (candidates.length === 0) return { kind: 'nonexistent' };
  if (candidates.length === 2)
    return { kind: 'ambiguous', instant: candidates[0]!, later: candidates[1]! };
  return { kind: 'ok', instant: candidates[0]! };
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;

/** '2029-10-03 10:00' → its parts, or null when it is not that shape or not a real calendar time. */
export function parseLocalDateTime(text: string): LocalDateTime | null {
  const match = LOCAL_PATTERN.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const probe = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  return { year, month, day, hour, minute };
}

/** A 'YYYY-MM-DD' calendar day as a day number (days since 1970-01-01), for counting whole days between dates. */
export const dayNumber = (isoDate: string): number => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(year, month - 1, day) / DAY);
};

/** Today's day number in Copenhagen at this instant. */
export const copenhagenDayNumber = (instant: Date): number => {
  const { year, month, day } = toCopenhagen(instant);
  return Math.round(Date.UTC(year, month - 1, day) / DAY);
};

/** The instant of a Copenhagen date and time given as 'YYYY-MM-DD' and 'HH:MM' (first one when ambiguous). */
export function copenhagenInstant(isoDate: string, time = '00:00'): Date {
  const parsed = parseLocalDateTime(`${isoDate} ${time}`);
  if (!parsed) throw new Error(`copenhagenInstant: not a date and time: ${isoDate} ${time}`);
  const resolved = resolveCopenhagen(parsed);
  if (resolved.kind === 'nonexistent')
    throw new Error(`copenhagenInstant: ${isoDate} ${time} does not exist in Copenhagen`);
  return resolved.instant;
}
