import 'server-only';
// Glue between content/events and the sign-up tables: what an attendee is told, and the cron's run over all events.
import type { Database } from '@/db/client';
import {
  sendChangeNotices,
  sendReminders,
  type BookableEvent,
  type NoticeEvent,
} from '@/db/queries/event-signups';
import type { EventSnapshot } from '@/db/schema';
import { type CampaignEvent, placeLabel } from '@/lib/content/events';
import { buildEventMail } from '@/lib/mail/event-mail';
import { whenLabel } from './format';

/** What an attendee is told about an event: when, where, and whether it is on. */
export function eventSnapshot(event: CampaignEvent): EventSnapshot {
  return {
    start: event.startAt.toISOString(),
    end: event.endAt.toISOString(),
    place: `${placeLabel(event)}${event.online ? ` ${event.online}` : ''}`,
    status: event.status === 'aflyst' ? 'aflyst' : 'planlagt',
  };
}

export const bookable = (event: CampaignEvent & { capacity: number }): BookableEvent => ({
  slug: event.slug,
  capacity: event.capacity,
  endAt: event.endAt,
  snapshot: eventSnapshot(event),
});

const noticeEvent = (event: CampaignEvent): NoticeEvent => ({
  slug: event.slug,
  startAt: event.startAt,
  endAt: event.endAt,
  cancelled: event.status === 'aflyst',
  snapshot: eventSnapshot(event),
});

/** The cron: reminders a day ahead, then one notice per attendee whose last news differs from the content. */
export async function runEventCron(db: Database, events: CampaignEvent[], now = new Date()) {
  const bySlug = new Map(events.map((e) => [e.slug, e]));
  const reminders = await sendReminders(
    db,
    events.map(noticeEvent),
    (slug, signup) => buildEventMail('reminder', bySlug.get(slug)!, signup),
    now,
  );
  const notices = await sendChangeNotices(
    db,
    events.map(noticeEvent),
    (slug, signup, told) => {
      const event = bySlug.get(slug)!;
      const moved =
        told.start !== event.startAt.toISOString() || told.end !== event.endAt.toISOString();
      const now = eventSnapshot(event);
      return buildEventMail('changed', event, signup, {
        previousWhen: moved
          ? whenLabel({ startAt: new Date(told.start), endAt: new Date(told.end) })
          : undefined,
        previousPlace: told.place !== now.place ? told.place : undefined,
      });
    },
    now,
  );
  return { reminders, notices };
}
