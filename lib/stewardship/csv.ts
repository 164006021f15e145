// CSV that spreadsheet programs open as intended: UTF-8 with a BOM (æøå), RFC 4180 quoting, CRLF rows, no live formulas.

export type CsvCell = string | number | boolean | Date | null | undefined;

const BOM = '\uFEFF';
// A spreadsheet treats a cell starting with one of these as a formula (or DDE call), even inside quotes.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: text that could run as a formula gets a leading apostrophe; quotes are doubled; special cells are quoted. */
export function csvCell(value: CsvCell, delimiter = ','): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  const needsQuotes = text.includes('"') || text.includes('\n') || text.includes('\r') || text.includes(delimiter) || /^\s|\s$/.test(text);
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: BOM, header row, then one CRLF-terminated row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[], delimiter = ','): string {
  const line = (cells: readonly CsvCell[]) => cells.map((cell) => csvCell(cell, delimiter)).join(delimiter) + '\r\n';
  return BOM + line(header) + rows.map(line).join('');
}
