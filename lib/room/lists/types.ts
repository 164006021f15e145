// A list in the room is one small module: its texts, how its rows look on the page, and its CSV.
import type { Database } from '@/db/client';
import type { CsvCell } from '@/lib/stewardship/csv';

type ListTable = {
  caption: string;
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
};

export type RoomList = {
  /** The address: /kampagne/<slug>, and /api/kampagne/lister/<slug>/csv and /xlsx for the exports (lib/room/export). */
  slug: string;
  title: string;
  navLabel: string;
  intro: string;
  /** Optional overview above the rows (e.g. sign-ups per month). */
  summary?: (db: Database) => Promise<ListTable>;
  /** The rows on the page. */
  table: (db: Database) => Promise<ListTable>;
  /** The export's rows, for the CSV (lib/stewardship/csv: formula cells neutralised) and the .xlsx (text cells). */
  csv: (db: Database) => Promise<{
    filename: string;
    header: readonly string[];
    rows: readonly (readonly CsvCell[])[];
  }>;
};
