import 'server-only';
// Glue between content/events and the sign-up tables: what an attendee is told, and the cron's run over all events
// (reminders and change notices, each event's claims and their mails in one transaction).
import type { Database } from '@/db/client';
import {
  claimReminders,
  claimStaleSignups,
  markTold,
  type BookableEvent,
  type SignupRow,
} from '@/db/queries/event-signups';
import { enqueueMail } from '@/db/queries/outbox';
import type { EventSnapshot } from '@/db/schema';
import { type CampaignEvent, placeLabel } from '@/lib/content/events';
import { buildEventMail } from '@/lib/mail/event-mail';
import type { OutgoingMail } from '@/lib/mail/message';
import { whenLabel } from './format';

const DAY_MS = 86_400_000;

export type NoticeEvent = {
  slug: string;
  startAt: Date;
  endAt: Date;
  cancelled: boolean;
  snapshot: EventSnapshot;
};

/**
 * Reminders for events starting within `leadMs`: each confirmed sign-up not yet reminded is claimed and stamped in
 * one statement (claimReminders), so two overlapping runs never remind anyone twice.
 */
export async function sendReminders(
  db: Database,
  events: NoticeEvent[],
  compose: (slug: string, signup: SignupRow) => OutgoingMail,
  now = new Date(),
  leadMs = DAY_MS,
): Promise<number[]> {
  const ids: number[] = [];
  for (const event of events) {
    const startsIn = event.startAt.getTime() - now.getTime();
    if (event.cancelled || startsIn <= 0 || startsIn > leadMs) continue;
    await db.transaction(async (tx) => {
      for (const signup of await claimReminders(tx, event.slug, now))
        ids.push(await enqueueMail(tx, compose(event.slug, signup)));
    });
  }
  return ids;
}

const sameSnapshot = (a: EventSnapshot, b: EventSnapshot) =>
  a.start === b.start && a.end === b.end && a.place === b.place && a.status === b.status;

/**
 * Change notices: every sign-up whose `told` differs from the event as it is now gets one mail, and `told` becomes
 * the present, claimed with SKIP LOCKED like the reminders. Events that have ended are left alone.
 */
async function sendChangeNotices(
  db: Database,
  events: NoticeEvent[],
  compose: (slug: string, signup: SignupRow, told: EventSnapshot) => OutgoingMail,
  now = new Date(),
): Promise<number[]> {
  const ids: number[] = [];
  for (const event of events) {
    if (event.endAt.getTime() <= now.getTime()) continue;
    await db.transaction(async (tx) => {
      for (const signup of await claimStaleSignups(tx, event.slug, event.snapshot)) {
        if (sameSnapshot(signup.told, event.snapshot)) continue;
        await markTold(tx, signup.id, event.snapshot, event.endAt);
        ids.push(await enqueueMail(tx, compose(event.slug, signup, signup.told)));
      }
    });
  }
  return ids;
}

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
