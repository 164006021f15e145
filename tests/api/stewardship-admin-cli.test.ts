import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import {
  analyticsDaily,
  auditLog,
  authUsers,
  messages,
  newsletterSubscribers,
  pollTallies,
} from '@/db/schema';
import { env } from '@/lib/env';
import { tokenMatches } from '@/lib/stewardship/unsubscribe-token';
import { runAdmin } from '@/scripts/admin/main';
import { createTestDb, dbKind, type TestDb } from '@/tests/helpers/db';
import { rowCount } from './request';
import { addAnalytics, addMessage, addSubscriber } from './stewardship-seed';

const secret = 'admin-cli-unsubscribe-secret-0123';
const now = new Date('2025-06-15T10:00:00Z');
const DAY = 86_400_000;
let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  const { db } = testDb;
  await addMessage(
    db,
    'søren@example.dk',
    new Date(now.getTime() - 2 * DAY),
    'klage',
    '=HYPERLINK("http://evil.example") Æbler, pærer og "blommer"',
  );
  await addMessage(
    db,
    'anna@example.dk',
    new Date(now.getTime() - 10 * DAY),
    'ros',
    'Tak for et godt borgermøde i Lyngbæk.',
  );
  await addMessage(
    db,
    'bo@example.dk',
    new Date(now.getTime() - DAY),
    'idé',
    'Gratis wifi på biblioteket i weekenden.',
  );
  await addSubscriber(db, 'Åse@Example.dk', new Date('2025-05-01T12:00:00Z'));
  await addSubscriber(db, 'jens@example.dk', new Date('2025-05-02T12:00:00Z'));
  await db.insert(pollTallies).values([
    { pollId: 'ai_welfare_2025', optionId: 'option1', votes: 3 },
    { pollId: 'ai_welfare_2025', optionId: 'option2', votes: 1 },
  ]);
  await addAnalytics(db, '2025-06-14', '/politik', 7);
  await addAnalytics(db, '2025-06-15', '/politik', 2);
  await addAnalytics(db, '2025-06-15', '/kontakt', 4);
  await addAnalytics(db, '2025-04-01', '/gammel-side', 99);
});
afterAll(async () => {
  await testDb.close();
});

/** Runs one CLI command against the test database and collects what it writes. */
async function admin(line: string[], answer = '') {
  const out: string[] = [];
  const err: string[] = [];
  const questions: string[] = [];
  const code = await runAdmin(line, {
    openDb: async () => testDb,
    closeDb: false,
    now,
    unsubscribeSecret: secret,
    terminal: {
      out: (t) => void out.push(t),
      err: (t) => void err.push(t),
      ask: async (q) => {
        questions.push(q);
        return answer;
      },
    },
  });
  return { code, out: out.join(''), err: err.join(''), questions };
}

describe(`admin CLI on ${dbKind()}`, () => {
  it('messages --since 7d --format csv --delimiter ",": BOM, newest first, quoted and formula-safe cells with æøå', async () => {
    const { code, out } = await admin([
      'messages',
      '--since',
      '7d',
      '--format',
      'csv',
      '--delimiter',
      ',',
    ]);
    expect(code).toBe(0);
    const lines = out.split('\r\n');
    expect(lines[0]).toBe('\uFEFFid,modtaget,kategori,navn,email,besked,samtykke_version');
    expect(lines[1]).toMatch(
      /^\d+,2025-06-14T10:00:00\.000Z,idé,Anna Hansen,bo@example\.dk,Gratis wifi/,
    );
    expect(lines[2]).toContain(
      `,klage,Anna Hansen,søren@example.dk,"'=HYPERLINK(""http://evil.example"") Æbler, pærer og ""blommer""",`,
    );
    expect(lines).toHaveLength(4);
    expect(out).not.toContain('anna@example.dk');
  });

  it('messages --category klage --format json and the default table', async () => {
    const json = JSON.parse(
      (await admin(['messages', '--category', 'klage', '--format', 'json'])).out,
    );
    expect(json).toHaveLength(1);
    expect(json[0]).toMatchObject({ email: 'søren@example.dk', category: 'klage' });
    const { out } = await admin(['messages']);
    expect(out.split('\n')[0]).toMatch(/^ID\s+Modtaget\s+Kategori\s+Navn\s+Email\s+Besked$/);
    expect(out).toMatch(/Ros\s+Anna Hansen\s+anna@example\.dk/);
  });

  it('subscribers: every row with a working absolute unsubscribe link', async () => {
    const { code, out } = await admin(['subscribers', '--delimiter', ';']);
    expect(code).toBe(0);
    const [header, ...rows] = out
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('id;email;tilmeldt;samtykke_version;afmeldingslink');
    expect(rows).toHaveLength(2);
    const [id, email, , , link] = rows[0]!.split(';');
    expect(email).toBe('Åse@Example.dk');
    const url = new URL(link!);
    expect(url.pathname).toBe('/nyhedsbrev/afmeld');
    expect(
      tokenMatches(
        url.searchParams.get('token')!,
        { id: Number(id), email: 'åse@example.dk' },
        secret,
      ),
    ).toBe(true);
  });

  it('messages --format xlsx --out: a workbook whose cells are the exact text stored, as text; never overwritten', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'admin-xlsx-'));
    try {
      const file = path.join(dir, 'beskeder.xlsx');
      const { code, out, err } = await admin(['messages', '--format', 'xlsx', '--out', file]);
      expect(code).toBe(0);
      expect(out).toBe('');
      expect(err).toBe(`Skrev 3 rækker til ${file}\n`);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(new Uint8Array(await readFile(file)).buffer);
      const sheet = book.getWorksheet('Beskeder')!;
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'id',
        'modtaget',
        'kategori',
        'navn',
        'email',
        'besked',
        'samtykke_version',
      ]);
      const texts: unknown[] = [];
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          expect(cell.type).toBe(ExcelJS.ValueType.String);
          texts.push(cell.value);
        }),
      );
      expect(texts).toContain('=HYPERLINK("http://evil.example") Æbler, pærer og "blommer"');
      expect(texts).toContain('søren@example.dk');

      const again = await admin(['messages', '--format', 'xlsx', '--out', file]);
      expect(again.code).toBe(1);
      expect(again.err).toBe(`${file} findes allerede; vælg et andet filnavn.\n`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('subscribers refuses to make links without UNSUBSCRIBE_SECRET', async () => {
    const err: string[] = [];
    const code = await runAdmin(['subscribers'], {
      openDb: async () => testDb,
      closeDb: false,
      terminal: { out: () => {}, err: (t) => void err.push(t), ask: async () => '' },
    });
    expect(code).toBe(1);
    expect(err.join('')).toMatch(/UNSUBSCRIBE_SECRET er ikke sat/);
  });

  it('stats: poll results and the last 30 days of page views and demo uses', async () => {
    const { code, out } = await admin(['stats']);
    expect(code).toBe(0);
    expect(out).toContain('Afstemning ai_welfare_2025 (4 stemmer i alt)');
    expect(out).toMatch(/Ja, helt sikkert\s+3\s+75 %/);
    expect(out).toMatch(/Ved ikke \/ Har brug for mere viden\s+0\s+0 %/);
    expect(out).toMatch(/Sidevisninger 2025-05-17 – 2025-06-15 \(13 i alt\)/);
    expect(out).toMatch(/\/politik\s+9\n\/kontakt\s+4/);
    expect(out).not.toContain('/gammel-side');
    expect(out).toMatch(/Brug af AI-demoer .*\(0 i alt\)\nIngen endnu\./);
  });

  it('forget asks first; anything but "ja" deletes nothing', async () => {
    const { code, out, err, questions } = await admin(['forget', 'SØREN@example.dk'], 'nej');
    expect(questions).toHaveLength(1);
    expect(out).toMatch(
      /Fundet om SØREN@example\.dk: 1 besked \(id \d+\), 0 nyhedsbrevstilmeldinger\./,
    );
    expect(err).toContain('Afbrudt. Intet er slettet.');
    expect(code).toBe(1);
    expect(await rowCount(testDb, messages)).toBe(3);
  });

  it('forget with "ja" and with --yes deletes the rows and prints what went', async () => {
    const confirmed = await admin(['forget', 'Jens@Example.dk'], 'ja');
    expect(confirmed.code).toBe(0);
    expect(confirmed.out).toMatch(/Slettet: 0 beskeder, 1 nyhedsbrevstilmelding \(id \d+\)\./);
    const forced = await admin(['forget', 'bo@EXAMPLE.dk', '--yes']);
    expect(forced.questions).toHaveLength(0);
    expect(forced.out).toMatch(/Slettet: 1 besked \(id \d+\), 0 nyhedsbrevstilmeldinger\./);
    expect(await rowCount(testDb, messages)).toBe(2);
    expect(await rowCount(testDb, newsletterSubscribers)).toBe(1);
  });

  // Issue 45 item 4: the operator's CLI may forget anyone, a team member in ADMIN_EMAILS too, and the audit entries keep
  // the address for their 13 months (before, they were pseudonymised).
  it('forget of a team member: the account goes, the audit entries keep the address', async () => {
    const member = 'holger@fremtidslisten.example';
    const saved = env.ADMIN_EMAILS;
    env.ADMIN_EMAILS = [member];
    try {
      await testDb.db.insert(authUsers).values({ id: 'u-holger', name: member, email: member });
      await testDb.db.insert(auditLog).values([
        { actorEmail: member, action: 'sign_in' },
        { actorEmail: member, action: 'export', detail: 'Nyhedsbrev: 2 rækker' },
      ]);
      const { code, out } = await admin(['forget', 'Holger@Fremtidslisten.example', '--yes']);
      expect(code).toBe(0);
      expect(out).toMatch(
        /Slettet: .*1 række fra kampagnerummet; beholdt i 13 måneder: 2 linjer i revisionsloggen\./,
      );
      expect(await testDb.db.select().from(authUsers).where(eq(authUsers.id, 'u-holger'))).toEqual(
        [],
      );
      const entries = await testDb.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.actorEmail, member));
      expect(entries.map((e) => e.action).sort()).toEqual(['export', 'sign_in']);
    } finally {
      env.ADMIN_EMAILS = saved;
    }
  });

  it('purge prints the rows removed per table', async () => {
    const { code, out } = await admin(['purge']);
    expect(code).toBe(0);
    expect(out).toMatch(/messages\s+0\nrate_limits\s+0\nanalytics_daily\s+0/);
    expect(await rowCount(testDb, analyticsDaily)).toBe(4);
  });

  it('bad arguments exit 2 with the message and usage, without opening the database', async () => {
    let opened = false;
    const err: string[] = [];
    const code = await runAdmin(['messages', '--format', 'xml'], {
      openDb: async () => {
        opened = true;
        return testDb;
      },
      terminal: { out: () => {}, err: (t) => void err.push(t), ask: async () => '' },
    });
    expect(code).toBe(2);
    expect(opened).toBe(false);
    expect(err.join('')).toMatch(
      /^Fejl: --format skal være "table", "csv", "xlsx" eller "json" \(fik "xml"\)\.\n\nBrug: npm run admin/,
    );
  });
});
