import { csvCell, toCsv } from '@/lib/stewardship/csv';

describe('csvCell', () => {
  it.each([
    ['plain text', 'Anna Hansen', 'Anna Hansen'],
    ['Danish letters untouched', 'Søren Ærø på Åvej', 'Søren Ærø på Åvej'],
    ['a comma', 'Hansen, Anna', '"Hansen, Anna"'],
    ['double quotes doubled', 'Han sagde "hej"', '"Han sagde ""hej"""'],
    ['a line break', 'linje 1\nlinje 2', '"linje 1\nlinje 2"'],
    ['a CRLF', 'linje 1\r\nlinje 2', '"linje 1\r\nlinje 2"'],
    ['leading space kept by quoting', ' indrykket', '" indrykket"'],
    [
      'a formula',
      '=HYPERLINK("http://evil.example","klik")',
      `"'=HYPERLINK(""http://evil.example"",""klik"")"`,
    ],
    ['a sum', '=1+2', "'=1+2"],
    ['a plus', '+45 70 00 00 00', "'+45 70 00 00 00"],
    ['a minus', '-2+3', "'-2+3"],
    ['an at sign', '@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['a leading tab, quoted, the apostrophe right before the formula', '\t=1', `"\t'=1"`],
    ['a leading CR', '\r=1', `"\r'=1"`],
    ['a formula after a separator inside the cell', 'Anna;=1+1', `"Anna;'=1+1"`],
    ['a formula after a comma and a blank', 'Anna, -2', `"Anna, '-2"`],
    ['a formula char later in the text', 'a=b', 'a=b'],
    ['an email', 'jens@example.dk', 'jens@example.dk'],
  ])('writes %s', (_, input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('writes numbers, booleans, dates and empties without a formula guard', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(new Date('2025-05-01T08:30:00Z'))).toBe('2025-05-01T08:30:00.000Z');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes cells holding either separator, whichever the file uses', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a,b')).toBe('"a,b"');
  });
});

describe('toCsv', () => {
  it('starts with a UTF-8 BOM and ends every row with CRLF', () => {
    const csv = toCsv(
      ['navn', 'by'],
      [
        ['Åse Ørum', 'Lyngbæk'],
        ['=cmd', 'x,y'],
      ],
      ',',
    );
    expect(csv).toBe('\uFEFFnavn,by\r\nÅse Ørum,Lyngbæk\r\n\'=cmd,"x,y"\r\n');
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(['a', 'b'], [], ';')).toBe('\uFEFFa;b\r\n');
  });
});
