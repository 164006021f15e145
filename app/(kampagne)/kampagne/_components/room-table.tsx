import type { CsvCell } from '@/lib/stewardship/csv';
import { formatRoomTime } from '@/lib/room/format';

const show = (cell: CsvCell) =>
  cell instanceof Date
    ? formatRoomTime(cell)
    : cell === null || cell === undefined
      ? '–'
      : String(cell);

/** A plain data table; every value is text (React escapes it), so nothing a visitor wrote can become markup. */
export function RoomTable({
  caption,
  header,
  rows,
  empty = 'Ingen endnu.',
}: {
  caption: string;
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
  empty?: string;
}) {
  if (rows.length === 0)
    return (
      <section className="mt-6">
        <h2 className="text-lg font-semibold text-ink">{caption}</h2>
        <p className="mt-2 text-slate-700">{empty}</p>
      </section>
    );
  return (
    <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left text-lg font-semibold text-ink">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {header.map((h) => (
              <th key={h} scope="col" className="px-2 py-1 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="border-b border-slate-200">
              {row.map((cell, j) => (
                <td key={j} className="px-2 py-1 align-top break-words">
                  {show(cell)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
