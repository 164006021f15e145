// Danish dates written out by hand, the one place the site formats them. In the browser (the print stamp on every
// page) the first Intl formatter loads the locale's data: 20–25 ms of main thread on this machine, four times that on
// a phone's CPU, measured in the hydration of every page. tests/unit/format/danish.test.ts holds it to Intl's output.

export const DANISH_MONTHS = [
  'januar',
  'februar',
  'marts',
  'april',
  'maj',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'december',
];
/** Sunday first, as Date.getDay() counts. */
export const DANISH_WEEKDAYS = [
  'søndag',
  'mandag',
  'tirsdag',
  'onsdag',
  'torsdag',
  'fredag',
  'lørdag',
];

/** A date as '24. november 2026' (Intl da-DK with day: numeric, month: long, year: numeric), in local time. */
export const danishDate = (at: Date) =>
  `${at.getDate()}. ${DANISH_MONTHS[at.getMonth()]} ${at.getFullYear()}`;

/** A frontmatter date, '2025-03-14' → '14. marts 2025', read as the calendar day it names (no time zone). */
export const formatDanishDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return danishDate(new Date(year!, month! - 1, day));
};
