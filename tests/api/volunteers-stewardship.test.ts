// Volunteers' data stewardship on PGlite and (postgres project) PostgreSQL: the purge with a driven clock (7 days
// unconfirmed, 60 days after the election), forget, and the admin CLI's CSV with formula cells neutralised.
import { asc, sql } from 'drizzle-orm';
import { forgetEmail } from '@/db/queries/forget';
import { purgeExpired } from '@/lib/stewardship/purge';
import { mailOutbox, volunteers } from '@/db/schema';
import { buildVolunteerMail } from '@/lib/mail/volunteer-mail';
import { copenhagenInstant } from '@/lib/time/copenhagen';
import { runAdmin } from '@/scripts/admin/main';
import { dbKind, testDbPerFile } from '@/tests/helpers/db';

const testDb = testDbPerFile();
const DAY = 86_400_000;

async function add(
  email: string,
  {
    updatedAt,
    confirmedAt = null,
    name = 'Anna Hansen',
    phone = null,
    message = null,
    interests = ['stand'],
    times = [] as string[],
  }: {
    updatedAt: Date;
    confirmedAt?: Date | null;
    name?: string;
    phone?: string | null;
    message?: string | null;
    interests?: string[];
    times?: string[];
  },
) {
  const [row] = await testDb.db
    .insert(volunteers)
    .values({
      name,
      email,
      phone,
      interests,
      times,
      message,
      consentVersion: 'frivillig-2026-01',
      confirmNonce: 'n'.repeat(43),
      confirmedAt,
      createdAt: updatedAt,
      updatedAt,
    })
    .returning({ id: volunteers.id });
  return row!.id;
}
const ids = async () =>
  (await testDb.db.select({ id: volunteers.id }).from(volunteers).orderBy(asc(volunteers.id))).map(
    (r) => r.id,
  );

beforeEach(async () => {
  await testDb.db.delete(volunteers);
  await testDb.db.delete(mailOutbox);
});

async function admin(line: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(line, {
    openDb: async () => testDb,
    closeDb: false,
    terminal: { out: (t) => void out.push(t), err: (t) => void err.push(t), ask: async () => '' },
  });
  return { code, out: out.join(''), err: err.join('') };
}

describe(`volunteers' data stewardship on ${dbKind()}`, () => {
  it('purge deletes unconfirmed sign-ups 7 days after their last update and keeps confirmed ones (driven clock)', async () => {
    const now = new Date('2029-06-15T10:00:00Z');
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    const keep = [
      await add('a@example.dk', { updatedAt: at(6.9) }),
      await add('b@example.dk', { updatedAt: at(7) }),
      await add('c@example.dk', { updatedAt: at(300), confirmedAt: at(299) }),
    ];
    await add('d@example.dk', { updatedAt: at(7.01) });
    await add('e@example.dk', { updatedAt: at(30) });
    expect((await purgeExpired(testDb.db, now)).volunteers).toBe(2);
    expect(await ids()).toEqual(keep);
    expect((await purgeExpired(testDb.db, now)).volunteers).toBe(0);
  });

  it('purge deletes every sign-up and its mails from Copenhagen midnight 60 days after the election (2029-11-20 → 2030-01-19)', async () => {
    const until = copenhagenInstant('2030-01-19');
    expect(until.toISOString()).toBe('2030-01-18T23:00:00.000Z');
    const confirmed = {
      updatedAt: new Date('2029-10-01T10:00:00Z'),
      confirmedAt: new Date('2029-10-01T10:05:00Z'),
    };
    await add('a@example.dk', confirmed);
    await add('b@example.dk', confirmed);
    await testDb.db.insert(mailOutbox).values({
      ...buildVolunteerMail(
        {
          name: 'A',
          email: 'a@example.dk',
          phone: null,
          interests: ['stand'],
          times: [],
          message: null,
          confirmedAt: new Date(),
        },
        'x@example.dk',
      ),
      status: 'failed',
      createdAt: new Date('2030-01-10T10:00:00Z'),
    });
    const oneMsBefore = new Date(until.getTime() - 1);
    expect((await purgeExpired(testDb.db, oneMsBefore)).volunteers).toBe(0);
    expect(await ids()).toHaveLength(2);
    const report = await purgeExpired(testDb.db, until);
    expect(report.volunteers).toBe(2);
    expect(report.mail_outbox).toBe(1);
    expect(await ids()).toEqual([]);
  });

  it('purge drops a change proposed to a confirmed volunteer after 7 days unconfirmed, and keeps the volunteer (issue 34)', async () => {
    const now = new Date('2029-06-15T10:00:00Z');
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    const proposal = (days: number) => ({
      name: 'Nogen Andens',
      email: 'x@example.dk',
      phone: '+4530000000',
      interests: ['stand'],
      times: [],
      message: null,
      consentVersion: 'v',
      proposedAt: at(days).toISOString(),
    });
    const stale = await add('stale@example.dk', { updatedAt: at(300), confirmedAt: at(299) });
    const fresh = await add('fresh@example.dk', { updatedAt: at(300), confirmedAt: at(299) });
    await testDb.db
      .update(volunteers)
      .set({ pending: proposal(7.01) })
      .where(sql`id = ${stale}`);
    await testDb.db
      .update(volunteers)
      .set({ pending: proposal(6.9) })
      .where(sql`id = ${fresh}`);
    const report = await purgeExpired(testDb.db, now);
    expect(report).toMatchObject({ volunteers: 0, volunteer_changes: 1 });
    const rows = await testDb.db.select().from(volunteers).orderBy(asc(volunteers.id));
    expect(rows.map((r) => [r.id, r.name, r.confirmedAt, r.pending?.name ?? null])).toEqual([
      [stale, 'Anna Hansen', at(299), null],
      [fresh, 'Anna Hansen', at(299), 'Nogen Andens'],
    ]);
    expect((await purgeExpired(testDb.db, now)).volunteer_changes).toBe(0);
  });

  it('forget removes the sign-up in any case, and nothing else', async () => {
    const other = await add('anna@example.dk.evil.example', { updatedAt: new Date() });
    const mine = await add('Anna@Example.dk', { updatedAt: new Date() });
    expect((await forgetEmail(testDb.db, ' ANNA@example.dk ')).volunteers.map((v) => v.id)).toEqual(
      [mine],
    );
    expect(await ids()).toEqual([other]);
    const { code, out } = await admin(['forget', 'anna@example.dk.evil.example', '--yes']);
    expect(code).toBe(0);
    expect(out).toContain('1 frivillig-tilmelding');
    expect(await ids()).toEqual([]);
  });

  it('volunteers: confirmed only, one column per interest and time, formula cells neutralised', async () => {
    const t = new Date('2029-09-01T10:00:00Z');
    await add('ikke-bekraeftet@example.dk', { updatedAt: t });
    await add('anna@example.dk', {
      updatedAt: t,
      confirmedAt: t,
      phone: '+4520123456',
      interests: ['foldere', 'koersel'],
      times: ['weekender'],
    });
    await add('@evil.example', {
      updatedAt: t,
      confirmedAt: new Date(t.getTime() + 1000),
      name: '=HYPERLINK("http://evil.example","klik")',
      message: '-2+3',
      interests: ['andet'],
    });
    const { code, out } = await admin(['volunteers', '--delimiter', ',']);
    expect(code).toBe(0);
    const lines = out.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'id,navn,email,telefon,Dele foldere ud,Stå ved standen,Banke på døre,Hænge plakater op,Sociale medier,Køre vælgere på valgdagen,Andet,Hverdage,Aftener,Weekender,besked,bekræftet',
    );
    expect(lines).toHaveLength(4);
    const [, anna, evil] = lines;
    expect(anna).toMatch(
      /^\d+,Anna Hansen,anna@example\.dk,'\+4520123456,x,,,,,x,,,,x,,2029-09-01T10:00:00\.000Z$/,
    );
    expect(evil).toMatch(
      /^\d+,"'=HYPERLINK\(""http:\/\/evil\.example"",""klik""\)",'@evil\.example,,,,,,,,x,,,,'-2\+3,/,
    );
    const semicolon = await admin(['volunteers']);
    expect(semicolon.out.split('\r\n')[0]).toContain('id;navn;email');
  });

  it('every CSV the admin CLI writes neutralises = + - @ at the start of a cell', async () => {
    await testDb.db.execute(
      sql`insert into newsletter_subscribers (email, consent, consent_version) values ('=cmd|x@example.dk', true, 'v'), ('+x@example.dk', true, 'v')`,
    );
    await testDb.db.execute(
      sql`insert into messages (name, email, category, message, consent, consent_version) values ('@SUM(A1)', '-x@example.dk', 'ros', '+Tak for et godt møde', true, 'v')`,
    );
    const captured: string[] = [];
    const again = await runAdmin(['subscribers'], {
      openDb: async () => testDb,
      closeDb: false,
      unsubscribeSecret: 'admin-cli-unsubscribe-secret-0123',
      terminal: { out: (t) => void captured.push(t), err: () => {}, ask: async () => '' },
    });
    expect(again).toBe(0);
    const messages = await admin(['messages', '--format', 'csv']);
    for (const csv of [captured.join(''), messages.out]) {
      const cells = csv
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(1)
        .filter(Boolean)
        .flatMap((line) => line.split(','));
      for (const cell of cells) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
    }
    expect(captured.join('')).toContain("'=cmd|x@example.dk");
    expect(messages.out).toContain("'@SUM(A1)");
    await testDb.db.execute(sql`delete from newsletter_subscribers`);
    await testDb.db.execute(sql`delete from messages`);
  });
});
