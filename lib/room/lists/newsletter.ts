import 'server-only';
// Nyhedsbrev: subscribers over time, and the CSV with each one's unsubscribe link (as `npm run admin -- subscribers`).
import { listAllSubscribers, subscribersPerMonth } from '@/db/queries/admin/subscribers';
import { unsubscribeUrl } from '@/lib/stewardship/unsubscribe-token';
import { formatRoomTime } from '../format';
import type { RoomList } from './types';

export const newsletterList: RoomList = {
  slug: 'nyhedsbrev',
  title: 'Nyhedsbrev',
  navLabel: 'Nyhedsbrev',
  intro:
    'Alle der er tilmeldt nyhedsbrevet. Eksporten har hver modtagers personlige afmeldingslink til jeres mailværktøj.',
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
    header: ['Email', 'Tilmeldt', 'Samtykke-version'],
    rows: (await listAllSubscribers(db)).map((s) => [
      s.email,
      formatRoomTime(s.createdAt),
      s.consentVersion,
    ]),
  }),
  csv: async (db) => ({
    filename: 'nyhedsbrev.csv',
    header: ['id', 'email', 'tilmeldt', 'samtykke_version', 'afmeldingslink'],
    rows: (await listAllSubscribers(db)).map((s) => [
      s.id,
      s.email,
      s.createdAt,
      s.consentVersion,
      unsubscribeUrl(s),
    ]),
  }),
};
