// Vagtplan's personal data (issue 47): the purge deletes all of it 30 days after election day and not a moment before,
// forget reaches a volunteer's places and the poster contact, and the exports (the room's list, the CLI) are .xlsx of
// text cells read back with exceljs and ';'-CSV with no live formula.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { findByEmail, forgetEmail } from '@/db/queries/forget';
import { savePosterContact } from '@/db/queries/shifts';
import { posterContact, shiftSignups, shiftTasks, shifts, volunteers } from '@/db/schema';
import { shiftsList } from '@/lib/room/lists/shifts';
import { toCsv } from '@/lib/stewardship/csv';
import { purgeExpired } from '@/lib/stewardship/purge';
import { retentionCutoffs } from '@/lib/stewardship/retention';
import { planTask, suggestPosterTasks, takeShift } from '@/lib/vagtplan/service';
import { signMyShiftsToken } from '@/lib/vagtplan/token';
import { runAdmin } from '@/scripts/admin/main';
import { dbKind, testDbPerFile } from '@/tests/helpers/db';

const testDb = testDbPerFile();
const AT = new Date('2029-10-01T08:00:00Z');
const hostile = '=HYPERLINK("http://evil.example";"klik")';

async function seed() {
  await testDb.db.delete(shiftTasks);
  await testDb.db.delete(volunteers);
  await testDb.db.delete(posterContact);
  const [anna] = await testDb.db
    .insert(volunteers)
    .values({
      name: hostile,
      email: 'anna@example.dk',
      phone: '+4520123456',
      interests: ['stand'],
      times: ['weekender'],
      consentVersion: 'test',
      confirmedAt: AT,
    })
    .returning();
  const { shifts: made } = await planTask(
    testDb.db,
    {
      kind: 'stand',
      title: '@SUM(1+1) stand',
      meetingPoint: 'Torvet',
      area: '-2+3',
      notes: '',
      shifts: [{ day: '2029-10-13', start: '10:00', end: '12:00', places: 2 }],
      weekly: false,
    },
    AT,
  );
  const token = signMyShiftsToken(anna!, new Date('2030-01-01'));
  expect((await takeShift(testDb.db, token, made[0]!.id, AT)).status).toBe('taken');
  await savePosterContact(
    testDb.db,
    {
      name: 'Plakat Per',
      address: 'Torvet 1, 9999 Lyngbæk',
      email: 'per@example.dk',
      phone: '20202020',
    },
    AT,
  );
}

beforeEach(seed);

describe(`Vagtplan's stewardship on ${dbKind()}`, () => {
  it('the purge keeps everything until 30 days after election day (Copenhagen midnight), then deletes it all once', async () => {
    const until = retentionCutoffs(AT).shiftsUntil;
    expect(until.toISOString()).toBe('2029-12-19T23:00:00.000Z');
    const before = await purgeExpired(testDb.db, new Date(until.getTime() - 1));
    expect(before).toMatchObject({
      shift_signups: 0,
      shifts: 0,
      shift_tasks: 0,
      poster_contact: 0,
    });
    expect(await testDb.db.$count(shiftSignups)).toBe(1);
    const after = await purgeExpired(testDb.db, until);
    expect(after).toMatchObject({ shift_signups: 1, shifts: 1, shift_tasks: 1, poster_contact: 1 });
    expect(await purgeExpired(testDb.db, until)).toMatchObject({ shift_signups: 0, shifts: 0 });
    // The volunteers themselves stay until 60 days after the election.
    expect(await testDb.db.$count(volunteers)).toBe(1);
  });

  it("forget finds and deletes a volunteer's places and the poster contact by address", async () => {
    expect((await findByEmail(testDb.db, 'ANNA@example.dk')).shift_signups).toHaveLength(1);
    const report = await forgetEmail(testDb.db, 'anna@example.dk');
    expect(report.shift_signups).toHaveLength(1);
    expect(report.volunteers).toHaveLength(1);
    expect(await testDb.db.$count(shiftSignups)).toBe(0);
    expect(await testDb.db.$count(shifts)).toBe(1);
    expect((await forgetEmail(testDb.db, 'per@example.dk')).poster_contact).toHaveLength(1);
    expect(await testDb.db.$count(posterContact)).toBe(0);
  });

  it("forget of the poster contact takes their line out of the poster task's notes too, and nothing else", async () => {
    // "Opret plakatopgaverne" copies the contact (name, address, e-mail, phone) into the task's notes, which every
    // volunteer's page, mail and calendar file shows: forgetting the contact must reach that copy.
    expect(await suggestPosterTasks(testDb.db, AT)).toBe(2);
    const holding = async (text: string) => {
      const tables = (await testDb.db.execute(
        sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
      )) as unknown as { rows: { table_name: string }[] };
      const found: string[] = [];
      for (const { table_name: name } of tables.rows) {
        const result = (await testDb.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(name)} t where strpos(lower(t::text), ${text}) > 0`,
        )) as unknown as { rows: { n: number }[] };
        if (Number(result.rows[0]!.n) > 0) found.push(name);
      }
      return found.sort();
    };
    expect(await holding('per@example.dk')).toEqual(['poster_contact', 'shift_tasks']);
    expect((await findByEmail(testDb.db, 'PER@example.dk')).shift_tasks).toHaveLength(1);

    const report = await forgetEmail(testDb.db, 'per@example.dk');
    expect(report.poster_contact).toHaveLength(1);
    expect(report.shift_tasks).toHaveLength(1);
    for (const text of ['per@example.dk', 'plakat per', '20202020'])
      expect(await holding(text)).toEqual([]);
    const notes = (await testDb.db.select({ notes: shiftTasks.notes }).from(shiftTasks))
      .map((t) => t.notes)
      .filter((n) => n.includes('(fjernet)'));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.split('\n')).toEqual([
      expect.stringMatching(/^Plakaterne må først hænge fra lørdag 27\. oktober 2029/),
      'Hver plakat skal bære navn, adresse, e-mail og telefon på den, der har hængt den op:',
      '(fjernet)',
    ]);
    // The tasks themselves, their shifts and the volunteer's place stay.
    expect(await testDb.db.$count(shiftTasks)).toBe(3);
    expect(await testDb.db.$count(shiftSignups)).toBe(1);
  });

  it("the room's export: .xlsx cells are the exact text, the ';'-CSV has no live formula", async () => {
    const { filename, header, rows } = await shiftsList.csv(testDb.db);
    expect(filename).toBe('vagter.csv');
    const csv = toCsv(header, rows);
    for (const delimiter of [';', ','])
      for (const record of parse(csv.slice(1), {
        delimiter,
        relax_quotes: true,
        relax_column_count: true,
      }) as string[][])
        for (const cell of record) expect(cell.trimStart()).not.toMatch(/^[=+\-@]/);
    const table = parse(csv.slice(1), { delimiter: ';' }) as string[][];
    expect(table[0]).toEqual([...header]);
    expect(table[1]![9]).toBe(`'${hostile}`);
  });

  it('npm run admin -- shifts list and shifts export --format xlsx --out FILE', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vagter-'));
    try {
      const run = async (line: string[]) => {
        const out: string[] = [];
        const err: string[] = [];
        const code = await runAdmin(line, {
          openDb: async () => testDb,
          closeDb: false,
          terminal: {
            out: (t) => void out.push(t),
            err: (t) => void err.push(t),
            ask: async () => '',
          },
        });
        return { code, out: out.join(''), err: err.join('') };
      };
      const list = await run(['shifts', 'list']);
      expect(list.code).toBe(0);
      expect(list.out).toContain('Stand: @SUM(1+1) stand');
      expect(list.out).toContain('lørdag 13. oktober 2029 kl. 10.00–12.00');
      expect(list.out).toContain('1/2');
      const file = path.join(dir, 'vagter.xlsx');
      const exported = await run(['shifts', 'export', '--format', 'xlsx', '--out', file]);
      expect(exported).toMatchObject({ code: 0, err: `Skrev 1 rækker til ${file}\n` });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(new Uint8Array(await readFile(file)).buffer);
      const sheet = book.worksheets[0]!;
      expect(sheet.getRow(1).getCell(10).value).toBe('Navn');
      expect(sheet.getRow(2).getCell(10).value).toBe(hostile);
      expect(sheet.getRow(2).getCell(10).type).toBe(ExcelJS.ValueType.String);
      expect(sheet.getRow(2).getCell(12).value).toBe('+4520123456');
      expect((await run(['shifts', 'export', '--format', 'xlsx'])).code).toBe(2);
      expect((await run(['shifts', 'remove'])).code).toBe(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
