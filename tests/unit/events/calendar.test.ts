import ICAL from 'ical.js';
import { getEvents, readEventsFrom, type CampaignEvent } from '@/lib/content/events';
import { eventsCalendar, eventUid } from '@/lib/events/calendar';
import { copyEventContent } from '@/tests/helpers/event-content';

/** Parses with ical.js (RFC 5545) and registers the file's own VTIMEZONE, as a calendar program does. */
function parse(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  return root.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
}

const bySlug = (slug: string) => {
  const event = getEvents().find((e) => e.slug === slug);
  if (!event) throw new Error(`no event ${slug}`);
  return event;
};

const one = (event: CampaignEvent) => {
  const [parsed] = parse(eventsCalendar([event]));
  return parsed!;
};

describe('event calendar files read by ical.js', () => {
  it('puts an event in summer time at the right UTC instant (CEST, UTC+2)', () => {
    const event = bySlug('doerbank-i-noerrekvarteret'); // 2029-10-27 10:00, the last Saturday of summer time
    const parsed = one(event);
    expect(parsed.startDate.zone.tzid).toBe('Europe/Copenhagen');
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2029-10-27T08:00:00.000Z');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2029-10-27T11:00:00.000Z');
    expect(parsed.startDate.toJSDate()).toEqual(event.startAt);
  });

  it('puts an event in winter time at the right UTC instant (CET, UTC+1)', () => {
    const event = bySlug('kaffe-med-jonas'); // 2029-10-30 16:00, after the clocks went back
    const parsed = one(event);
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2029-10-30T15:00:00.000Z');
    expect(parsed.endDate.toJSDate()).toEqual(event.endAt);
  });

  it('marks the cancelled event STATUS:CANCELLED and the others CONFIRMED', () => {
    const [parsed] = parse(eventsCalendar([bySlug('cykeltur-langs-aaen')]));
    expect(parsed!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(one(bySlug('valgaften')).component.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('carries URL, the page address in DESCRIPTION, LOCATION and GEO', () => {
    const parsed = one(bySlug('stand-i-lyngbaek-centret'));
    const url = parsed.component.getFirstPropertyValue('url');
    expect(url).toMatch(/\/moed-os\/stand-i-lyngbaek-centret$/);
    expect(parsed.description).toContain(String(url));
    expect(parsed.location).toContain('Lyngbæk Centret');
    expect(parsed.location).toContain('Centervej 1');
    expect(parsed.component.getFirstPropertyValue('geo')).toEqual([55.7689, 12.5102]);
    // DTSTAMP is UTC, as RFC 5545 requires.
    expect(parsed.component.getFirstProperty('dtstamp')!.getFirstValue()!.toString()).toMatch(/Z$/);
  });

  it('raises SEQUENCE when an event is moved in its MDX, and keeps its UID', () => {
    const content = copyEventContent();
    try {
      content.edit('stand-i-lyngbaek-centret', (text) =>
        text
          .replace(
            'start: 2029-10-06 10:00',
            'start: 2029-10-06 11:00\npreviousStart: 2029-10-06 10:00',
          )
          .replace('status: planlagt', 'status: flyttet'),
      );
      const before = one(bySlug('stand-i-lyngbaek-centret'));
      const moved = readEventsFrom(content.root).find(
        (e) => e.slug === 'stand-i-lyngbaek-centret',
      )!;
      const after = one(moved);
      expect(after.uid).toBe(before.uid);
      expect(after.sequence).toBeGreaterThan(before.sequence);
      expect(after.startDate.toJSDate().toISOString()).toBe('2029-10-06T09:00:00.000Z');
    } finally {
      content.remove();
    }
  });

  it('holds every event in the feed once, with unique UIDs and one VTIMEZONE', () => {
    const text = eventsCalendar(getEvents());
    const parsed = parse(text);
    expect(parsed).toHaveLength(getEvents().length);
    const uids = parsed.map((e) => e.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids.sort()).toEqual(getEvents().map(eventUid).sort());
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
  });

  it('agrees with lib/time on every sample event, summer and winter', () => {
    for (const event of getEvents()) {
      const parsed = one(event);
      expect([event.slug, parsed.startDate.toJSDate().toISOString()]).toEqual([
        event.slug,
        event.startAt.toISOString(),
      ]);
    }
  });
});
