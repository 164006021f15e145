import { Children, type ReactNode } from 'react';
import type { CsvCell } from '@/lib/stewardship/csv';
import { formatRoomTime } from '@/lib/room/format';

const show = (cell: CsvCell) =>
  cell instanceof Date
    ? formatRoomTime(cell)
    : cell === null || cell === undefined
      ? '–'
      : String(cell);

/**
 * A room table's frame: the scrollable region named by `caption`, the caption and the column headers, with `children`
 * (the body's rows) in the body. With no rows, the caption as a heading and `empty` instead.
 */
export function RoomTableFrame({
  caption,
  header,
  empty = 'Ingen endnu.',
  spacing = 'mt-6',
  testId,
  children,
}: {
  caption: string;
  header: readonly string[];
  empty?: string;
  /** The margin above it, a whole Tailwind class. */
  spacing?: 'mt-6' | 'mt-10';
  testId?: string;
  children: ReactNode;
}) {
  if (Children.count(children) === 0)
    return (
      <section className={spacing}>
        <h2 className="text-lg font-semibold text-ink">{caption}</h2>
        <p className="mt-2 text-slate-700">{empty}</p>
      </section>
    );
  return (
    <div className={`${spacing} overflow-x-auto`} tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-left text-sm" data-testid={testId}>
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
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A plain data table; every value is text (React escapes it), so nothing a visitor wrote can become markup. */
export function RoomTable({
  caption,
  header,
  rows,
  empty,
}: {
  caption: string;
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
  empty?: string;
}) {
  return (
    <RoomTableFrame caption={caption} header={header} empty={empty}>
      {rows.map((row, i) => (
        <tr key={i} className="border-b border-slate-200">
          {row.map((cell, j) => (
            <td key={j} className="px-2 py-1 align-top break-words">
              {show(cell)}
            </td>
          ))}
        </tr>
      ))}
    </RoomTableFrame>
  );
}
