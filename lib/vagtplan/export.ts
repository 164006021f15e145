// Every place taken on a shift as rows: the room's list Vagter, its .xlsx and ';'-CSV exports (lib/room/export.ts,
// with lib/stewardship/csv.ts neutralising formula cells) and `npm run admin -- shifts export`.
import type { Database } from '@/db/client';
import { allShiftSignups } from '@/db/queries/admin/shifts';
import { taskKindLabels } from './labels';

export const shiftExportHeader = [
  'Vagt',
  'Opgave',
  'Type',
  'Mødested',
  'Område',
  'Start',
  'Slut',
  'Pladser',
  'Aflyst',
  'Navn',
  'Email',
  'Telefon',
  'Taget',
  'Mødt',
  'Udeblev',
] as const;

export async function shiftExportRows(db: Database) {
  return (await allShiftSignups(db)).map((r) => [
    r.shiftId,
    r.title,
    taskKindLabels[r.kind],
    r.meetingPoint,
    r.area,
    r.startsAt,
    r.endsAt,
    r.places,
    r.cancelledAt ? 'ja' : '',
    r.name,
    r.email,
    r.phone ?? '',
    r.takenAt,
    r.checkedInAt ?? '',
    r.noShow ? 'ja' : '',
  ]);
}
