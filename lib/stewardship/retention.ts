import { site } from '../site';
import { copenhagenInstant } from '../time/copenhagen';

// How long each kind of stored data is kept: the periods /privatliv promises, in one place for the purge, the CLI and the tests.

/** Contact messages are deleted 180 days after they arrive. */
export const MESSAGE_RETENTION_DAYS = 180;
/** A sent mail (it holds a copy of the message or the subscriber's address) is deleted 30 days after it was queued. */
const SENT_MAIL_RETENTION_DAYS = 30;
/** Daily analytics counters are kept for 13 months (calendar months, counted on Danish days). */
export const ANALYTICS_RETENTION_MONTHS = 13;
/** Rate-limit rows (a salted hash of the network address) past 24 hours go at the daily purge, so none lives over 48 hours (as /privatliv says). */
export const RATE_LIMIT_RETENTION_HOURS = 24;
/**
 * Sign-ups never confirmed are deleted 7 days after their last update: volunteers (issue 26), and since issue 45
 * newsletter subscribers (after their latest sign-up) and event sign-ups (after the sign-up).
 */
const UNCONFIRMED_DAYS = 7;
/** All volunteer sign-ups are deleted 60 days after the election date in content/site.json. */
const VOLUNTEER_DAYS_AFTER_ELECTION = 60;
/** Vagtplan (issue 47): tasks, shifts, the places taken, check-ins and the poster contact go 30 days after the election. */
const SHIFTS_DAYS_AFTER_ELECTION = 30;
/** Event sign-ups are deleted 30 days after their event ends (issue 24). */
const EVENT_SIGNUP_RETENTION_DAYS = 30;
// Newsletter subscribers are kept until they unsubscribe or ask to be forgotten; poll votes hold nothing personal.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The calendar day in Denmark as YYYY-MM-DD, the same day key analytics counters are stored under. */
export const danishDay = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(at);

/** YYYY-MM-DD minus whole months, clamped to the month's last day (2025-03-31 minus 1 month is 2025-02-28). */
export function subtractMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const y = Math.floor(index / 12);
  const m = index - y * 12;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-${String(Math.min(date, lastDay)).padStart(2, '0')}`;
}

export type RetentionCutoffs = {
  /** Messages created before this instant are past retention. */
  messagesBefore: Date;
  /** Sent outbox mails queued before this instant are past retention (unsent ones follow messagesBefore). */
  sentMailsBefore: Date;
  /** Rate-limit windows that started before this instant are past retention. */
  rateLimitsBefore: Date;
  /** Analytics days before this day (YYYY-MM-DD) are past retention; the day itself is kept. */
  analyticsBeforeDay: string;
  /** Unconfirmed volunteer sign-ups last updated before this instant are past retention. */
  unconfirmedVolunteersBefore: Date;
  /** Unconfirmed newsletter and event sign-ups made before this instant are past retention (issue 45). */
  unconfirmedSignUpsBefore: Date;
  /** From this instant (Copenhagen midnight, 60 days after the election) every volunteer sign-up is past retention. */
  volunteersUntil: Date;
  /** From this instant (Copenhagen midnight, 30 days after the election) all of Vagtplan is past retention. */
  shiftsUntil: Date;
  /** Sign-ups for events that ended before this instant are past retention. */
  eventSignupsEndedBefore: Date;
  /** Kampagnerummet's audit entries made before this instant are past retention (13 calendar months). */
  auditBefore: Date;
};

/** The cutoffs for a purge run at `now`; rows exactly at a cutoff are still within retention. */
export function retentionCutoffs(
  now: Date,
  electionDate: string = site.election.date,
): RetentionCutoffs {
  return {
    messagesBefore: new Date(now.getTime() - MESSAGE_RETENTION_DAYS * DAY_MS),
    sentMailsBefore: new Date(now.getTime() - SENT_MAIL_RETENTION_DAYS * DAY_MS),
    rateLimitsBefore: new Date(now.getTime() - RATE_LIMIT_RETENTION_HOURS * HOUR_MS),
    analyticsBeforeDay: subtractMonths(danishDay(now), ANALYTICS_RETENTION_MONTHS),
    unconfirmedVolunteersBefore: new Date(now.getTime() - UNCONFIRMED_DAYS * DAY_MS),
    unconfirmedSignUpsBefore: new Date(now.getTime() - UNCONFIRMED_DAYS * DAY_MS),
    volunteersUntil: volunteersDeletedAt(electionDate),
    shiftsUntil: copenhagenInstant(shiftsDeletionDay(electionDate)),
    eventSignupsEndedBefore: new Date(now.getTime() - EVENT_SIGNUP_RETENTION_DAYS * DAY_MS),
    auditBefore: monthsBefore(now, AUDIT_RETENTION_MONTHS),
  };
}

function daysAfter(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The Copenhagen calendar day (YYYY-MM-DD) on which every volunteer sign-up is deleted: election day + 60 days. */
export const volunteersDeletionDay = (electionDate: string = site.election.date): string =>
  daysAfter(electionDate, VOLUNTEER_DAYS_AFTER_ELECTION);

/** The Copenhagen calendar day on which Vagtplan is deleted: election day + 30 days. */
const shiftsDeletionDay = (electionDate: string = site.election.date): string =>
  daysAfter(electionDate, SHIFTS_DAYS_AFTER_ELECTION);

/** The first instant of that day in Copenhagen. */
const volunteersDeletedAt = (electionDate: string = site.election.date) =>
  copenhagenInstant(volunteersDeletionDay(electionDate));

/** Kampagnerummet's audit log (sign-ins, exports, deletions) is kept for 13 months. */
const AUDIT_RETENTION_MONTHS = 13;

/** The same instant `months` calendar months earlier (UTC date arithmetic, clamped to the month's last day). */
function monthsBefore(now: Date, months: number): Date {
  const [y, m, d] = subtractMonths(now.toISOString().slice(0, 10), months)
    .split('-')
    .map(Number) as [number, number, number];
  return new Date(
    Date.UTC(
      y,
      m - 1,
      d,
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}
