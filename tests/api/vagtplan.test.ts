// Vagtplan (issue 47) against the database (PGlite, and PostgreSQL with TEST_DATABASE_URL) and a real SMTP server: a
// task with weekly shifts, the last place taken twice at once, a moved shift's .ics read back with ical.js, the
// reminder the day before across the change to winter time, and a cancellation that tells its people once.
import { jest } from '@jest/globals';
import { asc, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { GET as eventsCron } from '@/app/api/cron/events/route';
import { notices } from '@/app/(site)/mine-vagter/texts';
import { POST as shiftForm } from '@/app/api/vagter/route';
import { mailOutbox, shiftSignups, shiftTasks, shifts, volunteers } from '@/db/schema';
import { setAfterResponse } from '@/lib/mail/send-soon';
import { env } from '@/lib/env';
import { drainOutbox } from '@/lib/mail/deliver';
import {
  cancelShift,
  leaveShift,
  moveShift,
  myShifts,
  planTask,
  reminderFrom,
  runShiftReminders,
  takeShift,
} from '@/lib/vagtplan/service';
import { signMyShiftsToken } from '@/lib/vagtplan/token';
import { dbKind, raceTest, testDbPerFile } from '@/tests/helpers/db';
import { startSmtpSink, type SmtpSink } from '@/tests/helpers/smtp-sink';

const testDb = testDbPerFile();
const inbox = 'frivillige@fremtidslisten.example';
let sink: SmtpSink;
const saved = {
  SMTP_URL: env.SMTP_URL,
  VOLUNTEER_INBOX: env.VOLUNTEER_INBOX,
  CRON_SECRET: env.CRON_SECRET,
};

beforeAll(async () => {
  sink = await startSmtpSink();
  env.SMTP_URL = sink.url;
  env.VOLUNTEER_INBOX = inbox;
  jest.spyOn(console, 'info').mockImplementation(() => {});
  setAfterResponse(() => {});
});
afterAll(async () => {
  setAfterResponse(undefined);
  Object.assign(env, saved);
  await sink.close();
});
beforeEach(async () => {
  await testDb.db.delete(mailOutbox);
  await testDb.db.delete(shiftTasks);
  await testDb.db.delete(volunteers);
  sink.received.length = 0;
});

const PLANNED_AT = new Date('2029-10-01T08:00:00Z');
const task = {
  kind: 'stand' as const,
  title: 'Stand på torvet',
  meetingPoint: 'Torvet ved springvandet',
  area: 'Midtbyen',
  notes: 'Tag varmt tøj på.',
};

async function volunteer(name: string, interests = ['stand']) {
  const [row] = await testDb.db
    .insert(volunteers)
    .values({
      name,
      email: `${name.toLowerCase()}@example.dk`,
      phone: '+4520123456',
      interests,
      times: ['weekender'],
      consentVersion: 'test',
      confirmedAt: PLANNED_AT,
    })
    .returning();
  const token = signMyShiftsToken(row!, new Date('2030-01-01T00:00:00Z'));
  return { ...row!, token };
}

async function oneShift(day: string, start: string, end: string, places: number) {
  const planned = await planTask(
    testDb.db,
    { ...task, shifts: [{ day, start, end, places }], weekly: false },
    PLANNED_AT,
  );
  return planned.shifts[0]!;
}

/** Sends what the outbox holds to the SMTP sink; returns what arrived for `email`. */
async function deliver(email: string) {
  await drainOutbox(testDb.db, { budgetMs: 5_000 });
  return sink.received.filter((m) => m.envelope.to.includes(email));
}

function calendarOf(mail: (typeof sink.received)[number]) {
  const file = mail.parsed.attachments.find((a) => a.filename?.endsWith('.ics'))!;
  const root = new ICAL.Component(ICAL.parse(file.content.toString('utf8')));
  for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  return new ICAL.Event(root.getFirstSubcomponent('vevent')!);
}

describe(`Vagtplan on ${dbKind()}`, () => {
  it('plans a task with a shift repeated weekly until election day: three shifts, same Copenhagen time', async () => {
    const { shifts: created } = await planTask(
      testDb.db,
      {
        ...task,
        shifts: [{ day: '2029-11-06', start: '16:00', end: '18:00', places: 3 }],
        weekly: true,
      },
      PLANNED_AT,
      '2029-11-20',
    );
    expect(created.map((s) => s.startsAt.toISOString())).toEqual([
      '2029-11-06T15:00:00.000Z',
      '2029-11-13T15:00:00.000Z',
      '2029-11-20T15:00:00.000Z',
    ]);
    // Across the change to winter time the wall clock stays 16:00.
    const { shifts: autumn } = await planTask(
      testDb.db,
      {
        ...task,
        shifts: [{ day: '2029-10-20', start: '16:00', end: '18:00', places: 1 }],
        weekly: true,
      },
      PLANNED_AT,
      '2029-10-27',
    );
    expect(autumn.map((s) => s.startsAt.toISOString())).toEqual([
      '2029-10-20T14:00:00.000Z',
      '2029-10-27T14:00:00.000Z',
    ]);
  });

  it('takes a place with a mail and its .ics; a full shift says so; leaving frees the place and tells only the team', async () => {
    const shift = await oneShift('2029-10-13', '10:00', '12:00', 1);
    const anna = await volunteer('Anna');
    const bo = await volunteer('Bo');
    expect((await takeShift(testDb.db, anna.token, shift.id, PLANNED_AT)).status).toBe('taken');
    expect((await takeShift(testDb.db, anna.token, shift.id, PLANNED_AT)).status).toBe('full');
    expect((await takeShift(testDb.db, bo.token, shift.id, PLANNED_AT)).status).toBe('full');
    const view = await myShifts(testDb.db, bo.token, PLANNED_AT);
    expect(view.status === 'ok' && view.full.map((s) => s.id)).toEqual([shift.id]);
    const [taken] = await deliver('anna@example.dk');
    expect(taken!.parsed.subject).toBe('Din vagt: Stand på torvet');
    expect(taken!.parsed.text).toMatch(/\/mine-vagter\?token=\d+\.\d+\.[\w-]{43}/);
    expect(calendarOf(taken!).startDate.toJSDate().toISOString()).toBe('2029-10-13T08:00:00.000Z');

    sink.received.length = 0;
    expect((await leaveShift(testDb.db, anna.token, shift.id, PLANNED_AT)).status).toBe('left');
    expect((await leaveShift(testDb.db, anna.token, shift.id, PLANNED_AT)).status).toBe('not_on');
    await deliver(inbox);
    expect(sink.received.map((m) => m.envelope.to)).toEqual([[inbox]]);
    expect(sink.received[0]!.parsed.text).toContain('Ledige pladser nu: 1 af 1');
    expect((await takeShift(testDb.db, bo.token, shift.id, PLANNED_AT)).status).toBe('taken');
  });

  it("one volunteer's own link cannot leave another's place, see who took it, or take a shift that has begun", async () => {
    const shift = await oneShift('2029-10-13', '10:00', '12:00', 2);
    const anna = await volunteer('Anna');
    const bo = await volunteer('Bo');
    expect((await takeShift(testDb.db, anna.token, shift.id, PLANNED_AT)).status).toBe('taken');
    // Bo's link is valid, but the place is Anna's: nothing changes and nobody is told.
    const before = await testDb.db.$count(mailOutbox);
    expect((await leaveShift(testDb.db, bo.token, shift.id, PLANNED_AT)).status).toBe('not_on');
    expect(await testDb.db.$count(shiftSignups)).toBe(1);
    expect(await testDb.db.$count(mailOutbox)).toBe(before);
    // Bo's page shows the shift as open, with a count and no names or addresses of anyone on it.
    const view = await myShifts(testDb.db, bo.token, PLANNED_AT);
    expect(view.status).toBe('ok');
    expect(JSON.stringify(view)).not.toMatch(/Anna|anna@example\.dk/);
    // A shift that has begun takes no one and gives no place back.
    const during = new Date('2029-10-13T08:30:00Z');
    expect((await takeShift(testDb.db, bo.token, shift.id, during)).status).toBe('closed');
    expect((await leaveShift(testDb.db, anna.token, shift.id, during)).status).toBe('closed');
    expect(await testDb.db.$count(shiftSignups)).toBe(1);
    // An id that is no shift.
    expect((await takeShift(testDb.db, bo.token, shift.id + 1000, PLANNED_AT)).status).toBe('gone');
  });

  it("one link taking and leaving a shift in a loop cannot flood the team's inbox or its own: 30 shift mails a day", async () => {
    const shift = await oneShift('2029-10-13', '10:00', '12:00', 2);
    const anna = await volunteer('Anna');
    const statuses: string[] = [];
    for (let round = 0; round < 25; round++) {
      statuses.push((await takeShift(testDb.db, anna.token, shift.id, PLANNED_AT)).status);
      statuses.push((await leaveShift(testDb.db, anna.token, shift.id, PLANNED_AT)).status);
    }
    // Each take mails Anna, each leave the team: the first 30 changes go through, then the link is told to wait.
    expect(statuses.slice(0, 30)).toEqual(Array(15).fill(['taken', 'left']).flat());
    expect(new Set(statuses.slice(30))).toEqual(new Set(['limit']));
    expect(await testDb.db.$count(mailOutbox)).toBe(30);
    expect(await testDb.db.$count(mailOutbox, eq(mailOutbox.recipient, inbox))).toBe(15);
    expect(await testDb.db.$count(shiftSignups)).toBe(0);
    // Another volunteer is not held back, and Anna may change her shifts again a day later.
    const bo = await volunteer('Bo');
    expect((await takeShift(testDb.db, bo.token, shift.id, PLANNED_AT)).status).toBe('taken');
    const later = new Date(PLANNED_AT.getTime() + 86_400_001);
    expect((await takeShift(testDb.db, anna.token, shift.id, later)).status).toBe('taken');
  });

  raceTest('30 shift mails a day hold when one link takes 40 shifts at once', async () => {
    const { shifts: many } = await planTask(
      testDb.db,
      {
        ...task,
        shifts: Array.from({ length: 40 }, (_, i) => ({
          day: `2029-10-${String(2 + (i % 20)).padStart(2, '0')}`,
          start: i < 20 ? '10:00' : '14:00',
          end: i < 20 ? '12:00' : '16:00',
          places: 5,
        })),
        weekly: false,
      },
      PLANNED_AT,
    );
    const anna = await volunteer('Anna');
    const results = await Promise.all(
      many.map((s) => takeShift(testDb.db, anna.token, s.id, PLANNED_AT)),
    );
    const count = (status: string) => results.filter((r) => r.status === status).length;
    expect([count('taken'), count('limit')]).toEqual([30, 10]);
    expect(await testDb.db.$count(mailOutbox)).toBe(30);
    expect(await testDb.db.$count(shiftSignups)).toBe(30);
  });

  it('refuses forged, expired and unconfirmed links without touching anything', async () => {
    const shift = await oneShift('2029-10-13', '10:00', '12:00', 2);
    const anna = await volunteer('Anna');
    const forged = anna.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const expired = signMyShiftsToken(anna, new Date(PLANNED_AT.getTime() - 1000));
    const other = signMyShiftsToken(
      { id: anna.id, email: 'someone@example.dk' },
      new Date('2030-01-01'),
    );
    for (const [token, status] of [
      [forged, 'invalid'],
      [other, 'invalid'],
      ['', 'invalid'],
      ['1.2.3', 'invalid'],
      [expired, 'expired'],
    ] as const) {
      expect((await myShifts(testDb.db, token, PLANNED_AT)).status).toBe(status);
      expect((await takeShift(testDb.db, token, shift.id, PLANNED_AT)).status).toBe(status);
    }
    await testDb.db.update(volunteers).set({ confirmedAt: null }).where(eq(volunteers.id, anna.id));
    expect((await takeShift(testDb.db, anna.token, shift.id, PLANNED_AT)).status).toBe('invalid');
    expect(await testDb.db.select().from(shiftSignups)).toEqual([]);
    expect(await testDb.db.select().from(mailOutbox)).toEqual([]);
  });

  raceTest('two volunteers take the last place at once: exactly one gets it', async () => {
    for (let round = 0; round < 5; round++) {
      const shift = await oneShift('2029-10-13', '10:00', '12:00', 2);
      const first = await volunteer(`Først${round}`);
      expect((await takeShift(testDb.db, first.token, shift.id, PLANNED_AT)).status).toBe('taken');
      const a = await volunteer(`Anna${round}`);
      const b = await volunteer(`Bo${round}`);
      const results = await Promise.all([
        takeShift(testDb.db, a.token, shift.id, PLANNED_AT),
        takeShift(testDb.db, b.token, shift.id, PLANNED_AT),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['full', 'taken']);
      const [{ n }] = (await testDb.db
        .select({ n: sql<number>`count(*)::int` })
        .from(shiftSignups)
        .where(eq(shiftSignups.shiftId, shift.id))) as [{ n: number }];
      expect(n).toBe(2);
    }
  });

  it('a moved shift mails its people an .ics with the same UID and a higher SEQUENCE', async () => {
    const shift = await oneShift('2029-10-13', '10:00', '12:00', 3);
    const anna = await volunteer('Anna');
    await takeShift(testDb.db, anna.token, shift.id, PLANNED_AT);
    const [first] = await deliver('anna@example.dk');
    const moved = await moveShift(
      testDb.db,
      shift.id,
      { day: '2029-10-14', start: '11:00', end: '13:00' },
      PLANNED_AT,
    );
    expect(moved).toMatchObject({ status: 'moved', outboxIds: [expect.any(Number)] });
    const [, second] = await deliver('anna@example.dk');
    expect(second!.parsed.subject).toBe('Vagten er flyttet: Stand på torvet');
    expect(second!.parsed.text).toContain('Før: lørdag 13. oktober 2029 kl. 10.00–12.00');
    const before = calendarOf(first!);
    const after = calendarOf(second!);
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.startDate.toJSDate().toISOString()).toBe('2029-10-14T09:00:00.000Z');
  });

  it('reminds once, the day before at 17:00 Copenhagen time, across the change to winter time', async () => {
    // Sunday 28 October 2029 10:00 CET: the clocks went back at 03:00 that night. The reminder falls due on Saturday
    // at 17:00 CEST (15:00 UTC), not 24 hours before the start (09:00 UTC on Saturday).
    const shift = await oneShift('2029-10-28', '10:00', '12:00', 3);
    expect(shift.startsAt.toISOString()).toBe('2029-10-28T09:00:00.000Z');
    expect(reminderFrom(shift.startsAt).toISOString()).toBe('2029-10-27T15:00:00.000Z');
    // Monday 29 October: due Sunday 17:00, now winter time (16:00 UTC).
    const monday = await oneShift('2029-10-29', '10:00', '12:00', 3);
    expect(reminderFrom(monday.startsAt).toISOString()).toBe('2029-10-28T16:00:00.000Z');

    const anna = await volunteer('Anna');
    await takeShift(testDb.db, anna.token, shift.id, PLANNED_AT);
    await takeShift(testDb.db, anna.token, monday.id, PLANNED_AT);
    await testDb.db.delete(mailOutbox);
    const runs = [
      '2029-10-27T09:00:00Z', // 24 hours before: not yet
      '2029-10-27T14:59:00Z',
      '2029-10-27T15:00:00Z', // Saturday 17:00 CEST: Sunday's shift
      '2029-10-27T16:00:00Z',
      '2029-10-28T08:00:00Z',
      '2029-10-28T15:30:00Z', // Sunday 16:30 CET: not Monday's yet
      '2029-10-28T16:00:00Z', // Sunday 17:00 CET: Monday's shift
      '2029-10-28T17:00:00Z',
    ].map((t) => new Date(t));
    const sent: number[] = [];
    for (const at of runs) sent.push((await runShiftReminders(testDb.db, at)).length);
    expect(sent).toEqual([0, 0, 1, 0, 0, 0, 1, 0]);
    const mails = await deliver('anna@example.dk');
    expect(mails.map((m) => m.parsed.subject)).toEqual([
      'I morgen: Stand på torvet',
      'I morgen: Stand på torvet',
    ]);
    expect(mails.map((m) => /Hvornår: (\S+ \d+)/.exec(m.parsed.text!)![1]).sort()).toEqual([
      'mandag 29',
      'søndag 28',
    ]);
  });

  raceTest(
    'a reminder run that overlaps a cancellation or a move reminds nobody of the shift as it was',
    async () => {
      // Three shifts the day after tomorrow's reminder time. The run reads its list, then is held at its first mail
      // (the outbox is locked) while the team cancels the second shift and moves the third a week on.
      const first = await oneShift('2029-10-13', '10:00', '12:00', 3);
      const second = await oneShift('2029-10-13', '13:00', '15:00', 3);
      const third = await oneShift('2029-10-13', '16:00', '18:00', 3);
      const anna = await volunteer('Anna');
      for (const s of [first, second, third])
        expect((await takeShift(testDb.db, anna.token, s.id, PLANNED_AT)).status).toBe('taken');
      await testDb.db.delete(mailOutbox);
      const due = reminderFrom(first.startsAt);

      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = testDb.db.transaction(async (tx) => {
        await tx.execute(sql`lock table ${mailOutbox} in share mode`);
        locked();
        await released;
      });
      await isLocked;
      const run = runShiftReminders(testDb.db, due);
      const waiting = async () =>
        Number(
          (
            (await testDb.db.execute(
              sql`select count(*)::int as n from pg_locks where not granted and relation = ${'mail_outbox'}::regclass`,
            )) as unknown as { rows: { n: number }[] }
          ).rows[0]!.n,
        );
      for (let tries = 0; (await waiting()) === 0; tries++) {
        expect(tries).toBeLessThan(200);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      // What cancelShift and moveShift commit (their mails aside): the run has its list already.
      await testDb.db
        .update(shifts)
        .set({ cancelledAt: due, sequence: sql`${shifts.sequence} + 1` })
        .where(eq(shifts.id, second.id));
      const week = 7 * 86_400_000;
      await testDb.db.transaction(async (tx) => {
        await tx
          .update(shifts)
          .set({
            startsAt: new Date(third.startsAt.getTime() + week),
            endsAt: new Date(third.endsAt.getTime() + week),
            sequence: sql`${shifts.sequence} + 1`,
          })
          .where(eq(shifts.id, third.id));
        await tx
          .update(shiftSignups)
          .set({ remindedAt: null })
          .where(eq(shiftSignups.shiftId, third.id));
      });
      release();
      await holder;
      expect(await run).toHaveLength(1);

      const reminded = await testDb.db
        .select({ shiftId: shiftSignups.shiftId, remindedAt: shiftSignups.remindedAt })
        .from(shiftSignups)
        .orderBy(asc(shiftSignups.shiftId));
      expect(reminded.map((r) => [r.shiftId, r.remindedAt !== null])).toEqual([
        [first.id, true],
        [second.id, false],
        [third.id, false],
      ]);
      // The moved shift is reminded once, the day before its new time.
      const moved = await runShiftReminders(testDb.db, new Date(due.getTime() + week));
      expect(moved).toHaveLength(1);
    },
  );

  it('a cancelled shift mails its people once, frees nothing twice and takes no one new', async () => {
    const shift = await oneShift('2029-10-13', '10:00', '12:00', 3);
    const anna = await volunteer('Anna');
    const bo = await volunteer('Bo');
    const carl = await volunteer('Carl');
    await takeShift(testDb.db, anna.token, shift.id, PLANNED_AT);
    await takeShift(testDb.db, bo.token, shift.id, PLANNED_AT);
    await testDb.db.delete(mailOutbox);
    const [once, twice] = await Promise.all([
      cancelShift(testDb.db, shift.id, PLANNED_AT),
      cancelShift(testDb.db, shift.id, PLANNED_AT),
    ]).then((r) => r.sort((a) => (a.status === 'cancelled' ? -1 : 1)));
    expect(once).toMatchObject({
      status: 'cancelled',
      outboxIds: [expect.any(Number), expect.any(Number)],
    });
    expect(twice).toEqual({ status: 'already' });
    expect((await cancelShift(testDb.db, shift.id, PLANNED_AT)).status).toBe('already');
    await drainOutbox(testDb.db, { budgetMs: 5_000 });
    expect(sink.received.map((m) => m.envelope.to[0]).sort()).toEqual([
      'anna@example.dk',
      'bo@example.dk',
    ]);
    const cancelled = calendarOf(sink.received[0]!);
    expect(cancelled.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.sequence).toBe(1);
    // Nothing is freed to be taken again, and leaving a cancelled shift tells the team nothing.
    expect((await takeShift(testDb.db, carl.token, shift.id, PLANNED_AT)).status).toBe('closed');
    expect((await leaveShift(testDb.db, anna.token, shift.id, PLANNED_AT)).status).toBe('left');
    expect(
      await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending')),
    ).toEqual([]);
    expect(
      (
        await moveShift(
          testDb.db,
          shift.id,
          { day: '2029-10-14', start: '10:00', end: '11:00' },
          PLANNED_AT,
        )
      ).status,
    ).toBe('gone');
    const rest = await testDb.db.select().from(shifts).orderBy(asc(shifts.id));
    expect(rest.map((s) => s.sequence)).toEqual([1]);
  });

  it("shows open shifts matching the volunteer's interests first", async () => {
    const posters = await planTask(
      testDb.db,
      {
        ...task,
        kind: 'plakater_op',
        title: 'Plakater op',
        shifts: [{ day: '2029-10-27', start: '12:00', end: '15:00', places: 4 }],
        weekly: false,
      },
      PLANNED_AT,
    );
    const stand = await oneShift('2029-10-06', '10:00', '12:00', 2);
    const anna = await volunteer('Anna', ['plakater']);
    const view = await myShifts(testDb.db, anna.token, PLANNED_AT);
    expect(view.status === 'ok' && view.open.map((s) => s.id)).toEqual([
      posters.shifts[0]!.id,
      stand.id,
    ]);
  });
});

describe(`POST /api/vagter on ${dbKind()}`, () => {
  const post = (body: string | null, headers: Record<string, string> = {}) =>
    shiftForm(
      new Request('http://localhost/api/vagter', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
      }),
    );
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  it('takes and leaves by form, answering 303 back to Mine vagter with what happened', async () => {
    const shift = await oneShift('2029-12-01', '10:00', '12:00', 1);
    const anna = await volunteer('Anna');
    const res = await post(form({ token: anna.token, vagt: String(shift.id), handling: 'tag' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `/mine-vagter?token=${encodeURIComponent(anna.token)}&besked=taget`,
    );
    const left = await post(
      form({ token: anna.token, vagt: String(shift.id), handling: 'forlad' }),
    );
    expect(left.headers.get('location')).toMatch(/&besked=forladt$/);
  });

  it.each([
    ['no body', null, {}, 400],
    ['JSON instead of a form', '{"vagt":1}', { 'content-type': 'application/json' }, 400],
    ['no shift', form({ token: 'x', handling: 'tag' }), {}, 400],
    ['a shift that is no number', form({ token: 'x', vagt: '1 or 1=1', handling: 'tag' }), {}, 400],
    ['a shift id too long', form({ token: 'x', vagt: '9'.repeat(40), handling: 'tag' }), {}, 400],
    ['an unknown action', form({ token: 'x', vagt: '1', handling: 'slet' }), {}, 400],
    ['a body over 8 KB', form({ token: 'x'.repeat(9000), vagt: '1', handling: 'tag' }), {}, 400],
    [
      "another site's page",
      form({ token: 'x', vagt: '1', handling: 'tag' }),
      { 'sec-fetch-site': 'cross-site' },
      403,
    ],
    [
      'another site (its Origin too)',
      form({ token: 'x', vagt: '1', handling: 'tag' }),
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      403,
    ],
  ] as const)('refuses %s with %s', async (_name, body, headers, status) => {
    const res = await post(body, headers);
    expect(res.status).toBe(status);
    expect(await res.text()).toMatch(/[a-zæøå]/);
    expect(await testDb.db.$count(shiftSignups)).toBe(0);
  });

  it('takes a place from its own page, which posts with Origin: null (no-referrer)', async () => {
    const shift = await oneShift('2029-12-01', '10:00', '12:00', 1);
    const anna = await volunteer('Anna');
    const res = await post(form({ token: anna.token, vagt: String(shift.id), handling: 'tag' }), {
      origin: 'null',
      'sec-fetch-site': 'same-origin',
    });
    expect(res.headers.get('location')).toMatch(/&besked=taget$/);
  });

  it("a link past its day's share of shift mails goes back to the page, which says so in Danish", async () => {
    const shift = await oneShift('2029-12-01', '10:00', '12:00', 1);
    const anna = await volunteer('Anna');
    const fields = (handling: string) =>
      form({ token: anna.token, vagt: String(shift.id), handling });
    for (let round = 0; round < 15; round++) {
      await post(fields('tag'));
      await post(fields('forlad'));
    }
    const res = await post(fields('tag'));
    expect(res.status).toBe(303);
    const notice = new URL(res.headers.get('location')!, 'http://localhost').searchParams.get(
      'besked',
    );
    expect(notice).toBe('mange');
    expect(notices[notice as keyof typeof notices].text).toMatch(/mange gange/);
    expect(await testDb.db.$count(shiftSignups)).toBe(0);
  });

  it('a forged token goes back to the page, which refuses it, and changes nothing', async () => {
    const shift = await oneShift('2029-12-01', '10:00', '12:00', 1);
    const anna = await volunteer('Anna');
    const forged = anna.token.slice(0, -2) + (anna.token.endsWith('AA') ? 'BB' : 'AA');
    const res = await post(form({ token: forged, vagt: String(shift.id), handling: 'tag' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).not.toContain('besked');
    expect(await testDb.db.$count(shiftSignups)).toBe(0);
  });
});

describe(`GET /api/cron/events on ${dbKind()}`, () => {
  it("sends the shift reminders that are due, once, beside the events' own", async () => {
    env.CRON_SECRET = 'vagtplan-cron-secret-0123456789';
    // A shift two hours from now: its reminder fell due at 17:00 Copenhagen time the day before, whenever this runs.
    const startsAt = new Date(Date.now() + 2 * 3_600_000);
    const [t] = await testDb.db.insert(shiftTasks).values(task).returning();
    const [shift] = await testDb.db
      .insert(shifts)
      .values({
        taskId: t!.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        places: 2,
      })
      .returning();
    const anna = await volunteer('Anna');
    await testDb.db.insert(shiftSignups).values({ shiftId: shift!.id, volunteerId: anna.id });
    const cron = () =>
      eventsCron(
        new Request('http://localhost/api/cron/events', {
          headers: { authorization: `Bearer ${env.CRON_SECRET}` },
        }),
        undefined as never,
      );
    const first = await cron();
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ ok: true, shiftReminders: 1 });
    expect(await (await cron()).json()).toMatchObject({ ok: true, shiftReminders: 0 });
  });
});
