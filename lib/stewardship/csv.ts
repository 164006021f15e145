// CSV that spreadsheet programs open as intended: UTF-8 with a BOM (æøå), RFC 4180 quoting, CRLF rows, no live formulas.
// The default separator is ';', which Danish Excel expects (issue 34); ',' stays available for other tools.

export type CsvCell = string | number | boolean | Date | null | undefined;
export type CsvDelimiter = ';' | ',';

const BOM = '\uFEFF';

// A spreadsheet runs a cell as a formula (or DDE call) when its first character, after blanks and quote marks, is one of
// = + - @, even inside quotes. A reader that splits on the other separator, or ignores quotes, starts a new cell after any
// ';' ',' tab or line break inside ours; so every such start gets an apostrophe before the formula character, whatever
// the separator the file was written with. (The .xlsx export keeps the exact text; lib/stewardship/xlsx.ts.)
const FORMULA_AT_CELL_START = /(^|[;,\t\r\n])([\s"]*)(?=[=+\-@])/g;
// Quoted whenever a reader could split the cell, with either separator, or lose its blanks.
const NEEDS_QUOTES = /[";,\t\r\n]|^\s|\s$/;

/** One cell: text that could run as a formula gets an apostrophe; quotes are doubled; cells that could split are quoted. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = (value instanceof Date ? value.toISOString() : value).replace(
    FORMULA_AT_CELL_START,
    "$1$2'",
  );
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: BOM, header row, then one CRLF-terminated row per record. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  delimiter: CsvDelimiter = ';',
): string {
  const line = (cells: readonly CsvCell[]) =>
    cells.map((cell) => csvCell(cell)).join(delimiter) + '\r\n';
  return BOM + line(header) + rows.map(line).join('');
}
