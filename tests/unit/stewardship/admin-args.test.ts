import { parseAdminArgs, parseSince, UsageError } from '@/scripts/admin/args';

const now = new Date('2025-06-15T10:00:00Z');
const parse = (line: string) => parseAdminArgs(line.split(' ').filter(Boolean), now);

describe('parseAdminArgs', () => {
  it.each([
    [
      'messages',
      { name: 'messages', since: undefined, category: undefined, format: 'table', delimiter: ';' },
    ],
    [
      'messages --since 7d --category klage --format csv',
      {
        name: 'messages',
        since: new Date('2025-06-08T10:00:00Z'),
        category: 'klage',
        format: 'csv',
        delimiter: ';',
      },
    ],
    [
      'messages --since=12h --format=json',
      { name: 'messages', since: new Date('2025-06-14T22:00:00Z'), format: 'json' },
    ],
    [
      'messages --category ide --delimiter ,',
      { name: 'messages', category: 'idé', delimiter: ',' },
    ],
    ['messages --since 2025-05-01', { name: 'messages', since: new Date('2025-05-01T00:00:00Z') }],
    ['subscribers', { name: 'subscribers', format: 'csv', delimiter: ';' }],
    [
      'volunteers --format xlsx --out frivillige.xlsx',
      { name: 'volunteers', format: 'xlsx', out: 'frivillige.xlsx' },
    ],
    [
      'event debat-paa-biblioteket --format=xlsx --out=/tmp/t.xlsx',
      { name: 'event', format: 'xlsx', out: '/tmp/t.xlsx' },
    ],
    ['subscribers --format json', { name: 'subscribers', format: 'json' }],
    ['forget Jens@Example.dk', { name: 'forget', email: 'Jens@Example.dk', yes: false }],
    ['forget --yes jens@example.dk', { name: 'forget', email: 'jens@example.dk', yes: true }],
    ['purge', { name: 'purge' }],
    ['stats', { name: 'stats' }],
    ['help', { name: 'help' }],
    ['--help', { name: 'help' }],
    ['messages --help', { name: 'help' }],
  ])('reads "%s"', (line, expected) => {
    expect(parse(line)).toMatchObject(expected);
  });

  it.each([
    ['', /Angiv en kommando/],
    ['export', /Ukendt kommando: export/],
    ['messages --format xml', /--format skal være "table", "csv", "xlsx" eller "json"/],
    ['subscribers --format xlsx', /--format xlsx skal have en fil, fx: --out/],
    ['subscribers --out a.xlsx', /--out bruges kun med --format xlsx/],
    ['volunteers --format xlsx --out a.csv', /--out skal være en .xlsx-fil/],
    ['messages --since', /--since mangler en værdi/],
    ['messages --since --format csv', /--since mangler en værdi/],
    ['messages --since 7dage', /--since skal være/],
    ['messages --since 2025-02-30', /--since skal være/],
    ['messages --category spam', /--category skal være "ros", "idé", "klage" eller "andet"/],
    ['messages --yes', /Ukendt tilvalg for messages: --yes/],
    ['messages --format csv --format json', /mere end én gang/],
    ['messages ekstra', /messages tager ingen argumenter/],
    ['subscribers --format table', /--format skal være "csv", "xlsx" eller "json"/],
    ['subscribers --delimiter |', /--delimiter skal være "," eller ";"/],
    ['forget', /præcis én email/],
    ['forget a@b.dk c@d.dk', /præcis én email/],
    ['forget jens', /ligner ikke en email/],
    ['forget --yes=no a@b.dk', /--yes tager ingen værdi/],
    ['purge --since 7d', /Ukendt tilvalg for purge/],
    ['stats nu', /stats tager ingen argumenter/],
  ])('refuses "%s"', (line, message) => {
    expect(() => parse(line)).toThrow(UsageError);
    expect(() => parse(line)).toThrow(message);
  });
});

describe('parseSince', () => {
  it('counts hours and days back from now', () => {
    expect(parseSince('1h', now)).toEqual(new Date('2025-06-15T09:00:00Z'));
    expect(parseSince('30d', now)).toEqual(new Date('2025-05-16T10:00:00Z'));
  });
});
