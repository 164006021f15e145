// Europe/Copenhagen as a VTIMEZONE (RFC 5545 §3.6.5): the EU rule since 1996, summer time from the last Sunday of
// March 02:00 to the last Sunday of October 03:00. Written out because no timezone generator is installed; ical.js
// reads it back in tests/unit/events/calendar.test.ts and must land on the same instants as lib/time/copenhagen.ts.
export const COPENHAGEN_TZID = 'Europe/Copenhagen';

const copenhagenVtimezone = [
  'BEGIN:VTIMEZONE',
  `TZID:${COPENHAGEN_TZID}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19960331T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19961027T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** ical-generator's timezone generator: our one zone, nothing for others. */
export const vtimezoneFor = (tz: string) => (tz === COPENHAGEN_TZID ? copenhagenVtimezone : null);
