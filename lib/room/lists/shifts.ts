import 'server-only';
// Vagter: every place volunteers have taken on Vagtplan's shifts (issue 47), for the exports; the plan itself is
// /kampagne/vagtplan.
import { shiftExportHeader, shiftExportRows } from '@/lib/vagtplan/export';
import { formatRoomTime } from '../format';
import type { RoomList } from './types';

const shown = (cell: unknown) => (cell instanceof Date ? formatRoomTime(cell) : cell);

export const shiftsList: RoomList = {
  slug: 'vagter',
  title: 'Vagter',
  navLabel: 'Vagter',
  intro:
    'Alle pladser, frivillige har taget på vagtplanens vagter, med fremmøde. Slettes 30 dage efter valget. Planen selv ligger under Vagtplan.',
  table: async (db) => ({
    caption: 'Taget vagter',
    header: shiftExportHeader,
    rows: (await shiftExportRows(db)).map((row) => row.map(shown) as typeof row),
  }),
  csv: async (db) => ({
    filename: 'vagter.csv',
    header: shiftExportHeader,
    rows: await shiftExportRows(db),
  }),
};
