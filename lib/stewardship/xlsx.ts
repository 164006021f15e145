// Excel workbooks for the team's exports (issue 34): every cell is written as a text cell (a shared string with the
// text number format "@"), so nothing a visitor typed can become a formula, and the text is exactly what was stored.
import ExcelJS from 'exceljs';
import type { CsvCell } from './csv';

// Characters XML 1.0 cannot hold; a workbook containing one does not open. They become U+FFFD.
const XML_ILLEGAL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** One cell as its text: numbers and booleans as written, dates as ISO 8601 (as in the CSV), empty for none. */
function cellText(value: CsvCell): string | null {
  if (value === null || value === undefined) return null;
  const text = value instanceof Date ? value.toISOString() : String(value);
  // XML reads a raw CR as LF anyway; writing LF (Excel's own line break in a cell) keeps the file saying what it shows.
  return text.replace(/\r\n?/g, '\n').replace(XML_ILLEGAL, '\uFFFD');
}

/** A one-sheet workbook: a bold header row, then one row per record. */
export async function toXlsx(
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): Promise<Uint8Array<ArrayBuffer>> {
  const book = new ExcelJS.Workbook();
  // Sheet names: at most 31 characters, none of : \ / ? * [ ].
  const sheet = book.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Ark');
  for (const [index, cells] of [header, ...rows].entries()) {
    const row = sheet.getRow(index + 1);
    cells.forEach((value, column) => {
      const cell = row.getCell(column + 1);
      cell.numFmt = '@';
      // A string value is always a text cell in exceljs; only { formula } objects make formulas.
      cell.value = cellText(value);
    });
    if (index === 0) row.font = { bold: true };
  }
  sheet.columns.forEach((column) => (column.width = 20));
  return new Uint8Array(await book.xlsx.writeBuffer());
}
