import 'server-only';
// Nyhedsbrev: subscribers over time, and the CSV with each one's unsubscribe link (as `npm run admin -- subscribers`).
import {
  listAllSubscribers,
  subscriberState,
  subscribersPerMonth,
} from '@/db/queries/admin/subscribers';
import { unsubscribeUrl } from '@/lib/stewardship/unsubscribe-token';
import { formatRoomTime } from '../format';
import type { RoomList } from './types';

export const newsletterList: RoomList = {
  slug: 'nyhedsbrev',
  title: 'Nyhedsbrev',
  navLabel: 'Nyhedsbrev',
  intro:
    'Alle der er tilmeldt nyhedsbrevet, også dem der endnu ikke har bekræftet tilmeldingen fra mailen (de får intet nyhedsbrev, og de slettes efter 7 dage). Eksporten har hver modtagers personlige afmeldingslink til jeres mailværktøj.',
  summary: async (db) => {
    const months = await subscribersPerMonth(db);
    let running = 0;
    return {
      caption: 'Nye tilmeldinger pr. måned (nuværende modtagere)',
      header: ['Måned', 'Nye', 'I alt'],
      rows: months.map((m) => [m.month, m.n, (running += m.n)]),
    };
  },
  table: async (db) => ({
    caption: 'Modtagere',
    header: ['Email', 'Tilmeldt', 'Status', 'Samtykke-version'],
    rows: (await listAllSubscribers(db)).map((s) => [
      s.email,
      formatRoomTime(s.createdAt),
      subscriberState(s),
      s.consentVersion,
    ]),
  }),
  csv: async (db) => ({
    filename: 'nyhedsbrev.csv',
    header: [
      'id',
      'email',
      'tilmeldt',
      'status',
      'bekraeftet',
      'samtykke_version',
      'afmeldingslink',
    ],
    rows: (await listAllSubscribers(db)).map((s) => [
      s.id,
      s.email,
      s.createdAt,
      subscriberState(s),
      s.confirmedAt,
      s.consentVersion,
      unsubscribeUrl(s),
    ]),
  }),
};
