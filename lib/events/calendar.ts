// iCalendar files for events (one per event, and the /kalender.ics feed) through ical-generator. Times go in as the
// volunteer's Copenhagen wall time with TZID and a VTIMEZONE: ical-generator prints a Date given with a timezone in
// UTC digits under the TZID (wrong by the offset), so it only ever gets the local text. Proven with ical.js in tests.
import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { type CampaignEvent, eventPath } from '@/lib/content/events';
import { absoluteUrl, siteName, siteUrl } from '@/lib/seo';
import { COPENHAGEN_TZID, vtimezoneFor } from './vtimezone';

/** '2029-10-03 10:00' → '2029-10-03T10:00:00' (floating local time; the TZID says where). */
const localText = (written: string) => `${written.trim().replace(' ', 'T')}:00`;

/** Stable across builds and edits: the slug and the site's host. */
export const eventUid = (event: Pick<CampaignEvent, 'slug'>) =>
  `${event.slug}@${new URL(siteUrl).host}`;

function description(event: CampaignEvent) {
  const lines = [event.summary];
  if (event.status === 'aflyst') lines.unshift('AFLYST.');
  if (event.online) lines.push(`Online: ${event.online}`);
  lines.push(`Læs mere og tilmeld dig: ${absoluteUrl(eventPath(event))}`);
  return lines.join('\n\n');
}

function addEvent(calendar: ICalCalendar, event: CampaignEvent, stamp: Date) {
  const place = event.place;
  calendar.createEvent({
    id: eventUid(event),
    sequence: event.sequence,
    stamp,
    start: localText(event.start),
    end: localText(event.end),
    timezone: COPENHAGEN_TZID,
    summary: event.status === 'aflyst' ? `AFLYST: ${event.title}` : event.title,
    description: description(event),
    url: absoluteUrl(eventPath(event)),
    status: event.status === 'aflyst' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    location: place
      ? {
          title: place.name,
          address: `${place.street}, ${place.postalCode} ${place.town}`,
          ...(place.lat !== undefined && place.lon !== undefined
            ? { geo: { lat: place.lat, lon: place.lon } }
            : {}),
        }
      : (event.online ?? null),
  });
}

/** The calendar for some events; `stamp` (DTSTAMP) is when the file was made. */
export function eventsCalendar(
  events: CampaignEvent[],
  { name = siteName, stamp = new Date() }: { name?: string; stamp?: Date } = {},
): string {
  // No calendar-wide timezone: it would print DTSTAMP in local digits without a Z; the generator alone adds the VTIMEZONE.
  const calendar = ical({
    name,
    prodId: { company: 'Fremtidslisten', product: 'moed-os', language: 'DA' },
    timezone: { name: null, generator: vtimezoneFor },
  });
  for (const event of events) addEvent(calendar, event, stamp);
  return calendar.toString();
}

export const eventIcsFilename = (event: Pick<CampaignEvent, 'slug'>) => `${event.slug}.ics`;

export const icsHeaders = (filename: string) => ({
  'Content-Type': 'text/calendar; charset=utf-8',
  'Content-Disposition': `inline; filename="${filename}"`,
  'Cache-Control': 'public, max-age=300',
});
