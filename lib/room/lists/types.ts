// A list in the room is one small module: its texts, how its rows look on the page, and its CSV.
import type { CsvCell } from '@/lib/stewardship/csv';

type ListTable = {
  caption: string;
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
};

export type RoomList = {
  /** The address: /kampagne/<slug>, and /api/kampagne/lister/<slug>/csv for the export. */
  slug: string;
  title: string;
  navLabel: string;
  intro: string;
  /** Optional overview above the rows (e.g. sign-ups per month). */
  summary?: () => Promise<ListTable>;
  /** The rows on the page. */
  table: () => Promise<ListTable>;
  /** The export; every cell goes through lib/stewardship/csv (formula cells neutralised). */
  csv: () => Promise<{
    filename: string;
    header: readonly string[];
    rows: readonly (readonly CsvCell[])[];
  }>;
};
