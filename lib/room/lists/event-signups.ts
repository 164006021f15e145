import 'server-only';
// Tilmeldinger: sign-ups per event from Mød os, with places and waiting list (as `npm run admin -- events`/`event`).
import type { Database } from '@/db/client';
import { eventCounts, listSignups } from '@/db/queries/event-signups';
import { getEvents } from '@/lib/content/events';
import { formatRoomTime } from '../format';
import type { RoomList } from './types';

const statusWords = {
  pending: 'Afventer bekræftelse',
  confirmed: 'Tilmeldt',
  waiting: 'Venteliste',
} as const;

/** Each event's sign-ups and counts, events in the content's order. */
async function signupsByEvent(db: Database) {
  const perEvent = [];
  for (const event of getEvents().filter((e) => e.capacity !== undefined))
    perEvent.push({
      slug: event.slug,
      title: event.title,
      capacity: event.capacity,
      counts: await eventCounts(db, event.slug),
      signups: await listSignups(db, event.slug),
    });
  return perEvent;
}

export const eventSignupsList: RoomList = {
  slug: 'tilmeldinger',
  title: 'Tilmeldinger',
  navLabel: 'Tilmeldinger',
  intro:
    'Tilmeldinger til arrangementer med pladser (Mød os). Tilmeldinger slettes 30 dage efter arrangementet.',
  summary: async (db) => ({
    caption: 'Pr. arrangement',
    header: ['Arrangement', 'Pladser', 'Tilmeldte (personer)', 'Venteliste (personer)'],
    rows: (await signupsByEvent(db)).map((e) => [
      e.title,
      e.capacity ?? '',
      e.counts.confirmedPeople,
      e.counts.waitingPeople,
    ]),
  }),
  table: async (db) => ({
    caption: 'Alle tilmeldinger',
    header: ['Arrangement', 'Navn', 'Email', 'Personer', 'Status', 'Tilmeldt'],
    rows: (await signupsByEvent(db)).flatMap((e) =>
      e.signups.map((s) => [
        e.title,
        s.name,
        s.email,
        s.people,
        statusWords[s.status],
        formatRoomTime(s.createdAt),
      ]),
    ),
  }),
  csv: async (db) => ({
    filename: 'tilmeldinger.csv',
    header: [
      'id',
      'arrangement',
      'navn',
      'email',
      'personer',
      'status',
      'tilmeldt',
      'rykket_op',
      'samtykke_version',
    ],
    rows: (await signupsByEvent(db)).flatMap((e) =>
      e.signups.map((s) => [
        s.id,
        e.slug,
        s.name,
        s.email,
        s.people,
        statusWords[s.status],
        s.createdAt,
        s.promotedAt,
        s.consentVersion,
      ]),
    ),
  }),
};
