// A Danish date written out by hand, for code that runs in the browser (the print stamp on every page). The first
// Intl formatter a page creates loads the locale's data: 20–25 ms of main thread on this machine, four times that on
// a phone's CPU, measured in the hydration of every page. tests/unit/format/danish.test.ts holds it to Intl's output.

const MONTHS = ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'];

/** A date as '24. november 2026' (Intl da-DK with day: numeric, month: long, year: numeric), in local time. */
export const danishDate = (at: Date) => `${at.getDate()}. ${MONTHS[at.getMonth()]} ${at.getFullYear()}`;
