import 'server-only';
// Tilmeldinger: sign-ups per event from Mød os, with places and waiting list (as `npm run admin -- events`/`event`).
import { roomEventSignups } from '@/db/queries/admin/event-signups';
import { getEvents } from '@/lib/content/events';
import { formatRoomTime } from '../format';
import type { RoomList } from './types';

const statusWords = { confirmed: 'Tilmeldt', waiting: 'Venteliste' } as const;

async function signupsByEvent() {
  const events = getEvents().filter((e) => e.capacity !== undefined);
  const titles = new Map(events.map((e) => [e.slug, e.title]));
  const perEvent = await roomEventSignups(events.map((e) => e.slug));
  return perEvent.map((p) => ({
    ...p,
    title: titles.get(p.slug) ?? p.slug,
    capacity: events.find((e) => e.slug === p.slug)?.capacity,
  }));
}

export const eventSignupsList: RoomList = {
  slug: 'tilmeldinger',
  title: 'Tilmeldinger',
  navLabel: 'Tilmeldinger',
  intro:
    'Tilmeldinger til arrangementer med pladser (Mød os). Tilmeldinger slettes 30 dage efter arrangementet.',
  summary: async () => ({
    caption: 'Pr. arrangement',
    header: ['Arrangement', 'Pladser', 'Tilmeldte (personer)', 'Venteliste (personer)'],
    rows: (await signupsByEvent()).map((e) => [
      e.title,
      e.capacity ?? '',
      e.counts.confirmedPeople,
      e.counts.waitingPeople,
    ]),
  }),
  table: async () => ({
    caption: 'Alle tilmeldinger',
    header: ['Arrangement', 'Navn', 'Email', 'Personer', 'Status', 'Tilmeldt'],
    rows: (await signupsByEvent()).flatMap((e) =>
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
  csv: async () => ({
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
    rows: (await signupsByEvent()).flatMap((e) =>
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
