// Issue 34 item 6: exports the team can open. The .xlsx read back by exceljs's own reader holds every cell as the exact
// text stored, typed as text; the CSV read by a real parser, with ';' and with ',' as separator, has no cell that a
// spreadsheet would run as a formula, whichever separator it was written with.
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { toCsv } from '@/lib/stewardship/csv';
import { toXlsx } from '@/lib/stewardship/xlsx';

// What visitors can type into a name, an address or a message.
const hostile = [
  '=HYPERLINK("http://evil.example","klik")',
  ';=HYPERLINK("http://evil.example")',
  "+cmd|' /C calc'!A0",
  '-2+3',
  '@SUM(A1:A2)',
  ' =1+1',
  '\t=1+1',
  '\r=1+1',
  '\n+1',
  'Anna;=1+1',
  'Anna,=1+1',
  'Anna, -2+3',
  'Anna;\t@SUM(A1)',
  'linje 1\n=1+1',
  '"=1+1"',
  'Han sagde "hej"; =1',
  'Søren Ærø på Åvej',
  'jens@example.dk',
];
const header = ['id', 'tekst', 'ens'];
const rows = hostile.map((text, i) => [i + 1, text, 'ens']);

// A spreadsheet runs a cell whose first character, after blanks and quote marks, is one of these.
const startsFormula = (cell: string) => /^[\s"]*[=+\-@]/.test(cell);
const read = (csv: string, delimiter: string) =>
  parse(csv, {
    delimiter,
    bom: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: false,
  }) as string[][];

describe('CSV', () => {
  it('defaults to ";" (Danish Excel) and starts with a UTF-8 BOM', () => {
    const csv = toCsv(['navn', 'by'], [['Åse Ørum', 'Lyngbæk']]);
    expect(csv).toBe('\uFEFFnavn;by\r\nÅse Ørum;Lyngbæk\r\n');
  });

  describe.each([';', ','] as const)('written with "%s"', (written) => {
    const csv = toCsv(header, rows, written);

    it.each([';', ','])('read with "%s" has no cell that starts a formula', (separator) => {
      const cells = read(csv, separator).flat();
      expect(cells.length).toBeGreaterThan(rows.length);
      expect(cells.filter(startsFormula)).toEqual([]);
    });

    it('read with its own separator gives every row back whole, the text only guarded by apostrophes', () => {
      const parsed = read(csv, written);
      expect(parsed[0]).toEqual(header);
      expect(parsed.slice(1).map((r) => r.length)).toEqual(rows.map(() => 3));
      parsed.slice(1).forEach((row, i) => {
        expect(row[0]).toBe(String(i + 1));
        expect(row[1]!.replaceAll("'", '')).toBe(hostile[i]!.replaceAll("'", ''));
        expect(row[2]).toBe('ens');
      });
    });
  });
});

describe('xlsx', () => {
  it('opens in exceljs with every cell as the exact text stored, typed as text, and no formula anywhere', async () => {
    const file = await toXlsx('Frivillige', header, [
      ...rows,
      [99, null, new Date('2026-11-24T08:30:00Z')],
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.buffer);
    const sheet = book.getWorksheet('Frivillige')!;
    expect(sheet.rowCount).toBe(rows.length + 2);
    // Line breaks as Excel writes them in a cell (XML itself reads a bare CR as LF).
    const expected = [
      header,
      ...rows.map((r) => r.map((v) => String(v).replace(/\r\n?/g, '\n'))),
      ['99', '', '2026-11-24T08:30:00.000Z'],
    ];
    expected.forEach((cells, r) => {
      cells.forEach((text, c) => {
        const cell = sheet.getRow(r + 1).getCell(c + 1);
        expect(cell.formula).toBeUndefined();
        if (text === '') return expect(cell.type).toBe(ExcelJS.ValueType.Null);
        expect(cell.type).toBe(ExcelJS.ValueType.String);
        expect(cell.value).toBe(text);
        expect(cell.numFmt).toBe('@');
      });
    });
  });

  it('refuses nothing a visitor can type: control characters XML cannot hold become U+FFFD', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await toXlsx('Ark', ['a'], [['x\u0001y\u0000']])).buffer);
    expect(book.worksheets[0]!.getRow(2).getCell(1).value).toBe('x\uFFFDy\uFFFD');
  });
});
