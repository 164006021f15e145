import 'server-only';
// Frivillige: confirmed volunteers with what they will do and when (as `npm run admin -- volunteers`).
import { listConfirmedVolunteers } from '@/db/queries/volunteers';
import { interestLabels, timeLabels } from '@/lib/validation/volunteer';
import { volunteerExportHeader, volunteerExportRow } from '@/lib/volunteers/export';
import { formatRoomTime } from '../format';
import type { RoomList } from './types';

export const volunteersList: RoomList = {
  slug: 'frivillige',
  title: 'Frivillige',
  navLabel: 'Frivillige',
  intro:
    'Frivillige, der har bekræftet deres tilmelding. Ubekræftede tilmeldinger vises ikke og slettes efter 7 dage.',
  table: async (db) => ({
    caption: 'Bekræftede frivillige',
    header: ['Navn', 'Email', 'Telefon', 'Vil gerne', 'Hvornår', 'Besked', 'Bekræftet'],
    rows: (await listConfirmedVolunteers(db)).map((v) => [
      v.name,
      v.email,
      v.phone ?? '',
      v.interests.map((k) => interestLabels[k as keyof typeof interestLabels] ?? k).join(', '),
      v.times.map((k) => timeLabels[k as keyof typeof timeLabels] ?? k).join(', '),
      v.message ?? '',
      v.confirmedAt ? formatRoomTime(v.confirmedAt) : '',
    ]),
  }),
  csv: async (db) => ({
    filename: 'frivillige.csv',
    header: volunteerExportHeader,
    rows: (await listConfirmedVolunteers(db)).map(volunteerExportRow),
  }),
};
