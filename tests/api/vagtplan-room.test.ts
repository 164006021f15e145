// Vagtplan's team side in the room (issue 47), on the database (PGlite, and PostgreSQL with TEST_DATABASE_URL) and a
// real SMTP server: "Skriv til alle på vagten" reaches exactly the people on the shift, "Udeblev" is counted per
// volunteer as the room's list reads it, and "Opret plakatopgaverne med lovens datoer" plans the law's window once.
// The room's own server actions run for a team member signed in through the mailed link; only Next's request scope
// is replaced: next/headers (the Cookie header the browser would send) and next/cache's revalidatePath.
import { jest } from '@jest/globals';

let cookie = '';
jest.unstable_mockModule('next/headers', () => ({
  headers: async () => new Headers({ cookie }),
}));
jest.unstable_mockModule('next/cache', () => ({ revalidatePath: () => {} }));
const { attendanceAction, mailShiftAction } =
  await import('@/app/(kampagne)/kampagne/(rum)/vagtplan/actions');
const { POST: signIn } = await import('@/app/api/kampagne/log-ind/route');
const { POST: confirmSignIn } = await import('@/app/api/kampagne/log-ind/bekraeft/route');
const { asc, eq } = await import('drizzle-orm');
const { noShowCounts, roomShifts } = await import('@/db/queries/admin/shifts');
const { savePosterContact } = await import('@/db/queries/shifts');
const { mailOutbox, posterContact, shiftTasks, shifts, volunteers } = await import('@/db/schema');
const { env } = await import('@/lib/env');
const { drainOutbox } = await import('@/lib/mail/deliver');
const { setAfterResponse } = await import('@/lib/mail/send-soon');
const { siteUrl } = await import('@/lib/seo');
const { site } = await import('@/lib/site');
const { toCopenhagen } = await import('@/lib/time/copenhagen');
const { posterWindow } = await import('@/lib/vagtplan/poster-window');
const { formMessages } = await import('@/lib/vagtplan/read-form');
const { cancelShift, leaveShift, planTask, suggestPosterTasks, takeShift } =
  await import('@/lib/vagtplan/service');
const { signMyShiftsToken } = await import('@/lib/vagtplan/token');
const { dbKind, raceTest, testDbPerFile } = await import('@/tests/helpers/db');
const { startSmtpSink } = await import('@/tests/helpers/smtp-sink');

const testDb = testDbPerFile();
const admin = 'kampagne@fremtidslisten.example';
const PLANNED_AT = new Date('2029-10-01T08:00:00Z');
const saved = {
  SMTP_URL: env.SMTP_URL,
  ADMIN_EMAILS: env.ADMIN_EMAILS,
  UNSUBSCRIBE_SECRET: env.UNSUBSCRIBE_SECRET,
  VOLUNTEER_INBOX: env.VOLUNTEER_INBOX,
};
const siteAddress = new URL(siteUrl);
const post = (path: string, fields: Record<string, string>) =>
  new Request(new URL(path, siteAddress), {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: siteAddress.origin,
      host: siteAddress.host,
    },
  });

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
/** What an action left for after its answer (sendSoon), run as Next runs after() tasks: once the response has gone. */
let afterTasks: (() => Promise<void>)[] = [];
const runAfterResponse = async () => {
  while (afterTasks.length > 0) {
    const tasks = afterTasks;
    afterTasks = [];
    await Promise.all(tasks.map((task) => task()));
  }
};

beforeAll(async () => {
  sink = await startSmtpSink();
  Object.assign(env, {
    SMTP_URL: sink.url,
    ADMIN_EMAILS: [admin],
    UNSUBSCRIBE_SECRET: 'unsubscribe-secret-for-room-tests',
    VOLUNTEER_INBOX: 'frivillige@fremtidslisten.example',
  });
  setAfterResponse((task) => void afterTasks.push(task));
  jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  await signIn(post('/api/kampagne/log-ind', { email: admin }), undefined);
  await runAfterResponse();
  const [mail] = await sink.waitFor(1);
  const link = new URL(mail!.parsed.text!.match(/https?:\/\/\S+/)![0]);
  const response = await confirmSignIn(
    post('/api/kampagne/log-ind/bekraeft', { token: link.searchParams.get('token')! }),
    undefined,
  );
  expect(response.headers.get('location')).toBe('/kampagne');
  cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
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
  await testDb.db.delete(posterContact);
  sink.received.length = 0;
  afterTasks = [];
});

/** Runs a room action with these form fields; returns where it sends the browser (every action ends in redirect()). */
async function submit(action: (form: FormData) => Promise<void>, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const thrown = await action(form).then(
    () => new Error('the action returned instead of redirecting'),
    (error: unknown) => error,
  );
  const digest = (thrown as { digest?: unknown }).digest;
  if (typeof digest !== 'string' || !digest.startsWith('NEXT_REDIRECT;')) throw thrown;
  return new URL(digest.split(';')[2]!, siteAddress);
}

/** The Danish message the room shows for a redirect's ?fejl= key, or null when it went back with ?ok=. */
const refusal = (to: URL) => {
  const key = to.searchParams.get('fejl');
  return key === null ? null : formMessages[key as keyof typeof formMessages];
};

async function volunteer(name: string) {
  const [row] = await testDb.db
    .insert(volunteers)
    .values({
      name,
      email: `${name.toLowerCase()}@example.dk`,
      phone: '+4520123456',
      interests: ['stand'],
      times: ['weekender'],
      consentVersion: 'test',
      confirmedAt: PLANNED_AT,
    })
    .returning();
  return { ...row!, token: signMyShiftsToken(row!, new Date('2030-01-01T00:00:00Z')) };
}

async function shiftOn(day: string, title = 'Stand på torvet') {
  const planned = await planTask(
    testDb.db,
    {
      kind: 'stand',
      title,
      meetingPoint: 'Torvet ved springvandet',
      area: '',
      notes: '',
      shifts: [{ day, start: '10:00', end: '12:00', places: 5 }],
      weekly: false,
    },
    PLANNED_AT,
  );
  return planned.shifts[0]!;
}

async function take(person: { token: string }, shiftId: number) {
  expect((await takeShift(testDb.db, person.token, shiftId, PLANNED_AT)).status).toBe('taken');
}

describe(`"Skriv til alle på vagten" on ${dbKind()}`, () => {
  it('mails everyone on the shift once with the team’s text, and nobody who left it or is on another shift', async () => {
    const torvet = await shiftOn('2029-10-13');
    const havnen = await shiftOn('2029-10-13', 'Stand ved havnen');
    const anna = await volunteer('Anna');
    const bo = await volunteer('Bo');
    const carl = await volunteer('Carl');
    const dorte = await volunteer('Dorte');
    await take(anna, torvet.id);
    await take(bo, torvet.id);
    await take(carl, torvet.id);
    await take(dorte, havnen.id);
    expect((await leaveShift(testDb.db, carl.token, torvet.id, PLANNED_AT)).status).toBe('left');
    await testDb.db.delete(mailOutbox);

    const message = 'Vi mødes ved springvandet.\nTag regntøj med, det bliver vådt.';
    const to = await submit(mailShiftAction, {
      vagt: String(torvet.id),
      emne: '  Husk regntøj  ',
      besked: message.replace('\n', '\r\n'),
    });
    expect(to.pathname + to.search).toBe('/kampagne/vagtplan?ok=mailet');
    // The mails leave after the answer; then the cron would find nothing more to send.
    expect(sink.received).toEqual([]);
    await runAfterResponse();
    expect(await drainOutbox(testDb.db, { budgetMs: 5_000 })).toMatchObject({ sent: 0 });

    expect(sink.received.map((m) => m.envelope.to).sort()).toEqual([
      ['anna@example.dk'],
      ['bo@example.dk'],
    ]);
    for (const mail of sink.received) {
      expect(mail.parsed.subject).toBe('Husk regntøj (Stand på torvet)');
      expect(mail.parsed.text).toContain(message);
      expect(mail.parsed.text).toContain('Hvornår: lørdag 13. oktober 2029 kl. 10.00–12.00');
      expect(mail.parsed.text).toMatch(/\/mine-vagter\?token=\d+\.\d+\.[\w-]{43}/);
      expect(mail.parsed.html).toContain('Tag regntøj med, det bliver vådt.');
      expect(mail.parsed.attachments).toEqual([]);
    }
    expect(sink.received[0]!.parsed.text).toMatch(/^Hej (Anna|Bo)\n/);
  });

  it('takes the longest text the form allows: 100 characters of subject, 5000 of message', async () => {
    const shift = await shiftOn('2029-10-13');
    await take(await volunteer('Anna'), shift.id);
    await testDb.db.delete(mailOutbox);
    const to = await submit(mailShiftAction, {
      vagt: String(shift.id),
      emne: 'E'.repeat(100),
      besked: 'b'.repeat(5000),
    });
    expect(refusal(to)).toBeNull();
    expect(await testDb.db.$count(mailOutbox)).toBe(1);
  });

  const vagtGone = 'Vagten findes ikke, eller den er aflyst.';
  const textWrong = 'Skriv et emne (højst 100 tegn) og en besked (højst 5000 tegn).';
  it.each([
    ['no subject', { emne: '', besked: 'Hej alle' }, textWrong],
    ['no message', { emne: 'Husk', besked: '' }, textWrong],
    ['only spaces and line breaks', { emne: '   ', besked: ' \r\n\n ' }, textWrong],
    ['a subject of 101 characters', { emne: 'E'.repeat(101), besked: 'Hej' }, textWrong],
    ['a message of 5001 characters', { emne: 'Husk', besked: 'b'.repeat(5001) }, textWrong],
    [
      'a control character',
      { emne: 'Husk\u0007', besked: 'Hej' },
      'Et felt indeholder ugyldige tegn.',
    ],
    ['an unknown shift', { vagt: 'unknown', emne: 'Husk', besked: 'Hej' }, vagtGone],
    ['a shift id that is no number', { vagt: '1 or 1=1', emne: 'Husk', besked: 'Hej' }, vagtGone],
    ['a cancelled shift', { vagt: 'cancelled', emne: 'Husk', besked: 'Hej' }, vagtGone],
  ] as const)(
    'refuses %s with its Danish message and mails nobody',
    async (_name, fields, text) => {
      const shift = await shiftOn('2029-10-13');
      const other = await shiftOn('2029-10-14');
      await take(await volunteer('Anna'), shift.id);
      await take(await volunteer('Bo'), other.id);
      if ('vagt' in fields && fields.vagt === 'cancelled')
        expect((await cancelShift(testDb.db, shift.id, PLANNED_AT)).status).toBe('cancelled');
      await testDb.db.delete(mailOutbox);
      const vagt = {
        unknown: String(Math.max(shift.id, other.id) + 1000),
        cancelled: String(shift.id),
      } as Record<string, string>;
      const to = await submit(mailShiftAction, {
        vagt: String(shift.id),
        ...fields,
        ...('vagt' in fields && { vagt: vagt[fields.vagt] ?? fields.vagt }),
      });
      expect(to.pathname).toBe('/kampagne/vagtplan');
      expect(refusal(to)).toBe(text);
      await runAfterResponse();
      await drainOutbox(testDb.db, { budgetMs: 5_000 });
      expect(await testDb.db.$count(mailOutbox)).toBe(0);
      expect(sink.received).toEqual([]);
    },
  );
});

describe(`"Udeblev" counted per volunteer on ${dbKind()}`, () => {
  /** Presses "Mødt" or "Udeblev" (or resets) on one volunteer's place, as the room's shift card does. */
  async function mark(shiftId: number, email: string, state: 'came' | 'no_show' | 'reset') {
    const card = (await roomShifts(testDb.db, PLANNED_AT)).find((s) => s.id === shiftId)!;
    const place = card.people.find((p) => p.email === email)!;
    const to = await submit(attendanceAction, {
      plads: String(place.signupId),
      vagt: String(shiftId),
      fremmoede: state,
    });
    expect(to.pathname + to.search + to.hash).toBe(`/kampagne/vagtplan?ok=moedt#vagt-${shiftId}`);
  }
  const counts = async () =>
    (await noShowCounts(testDb.db)).map((n) => [n.name, n.email, n.phone, n.noShows]);

  it('counts each volunteer’s no-shows across shifts, not a "Mødt", and follows a mark that is changed', async () => {
    const [first, second, third] = [
      await shiftOn('2029-10-06'),
      await shiftOn('2029-10-13'),
      await shiftOn('2029-10-20'),
    ];
    const anna = await volunteer('Anna');
    const bo = await volunteer('Bo');
    const carl = await volunteer('Carl');
    for (const s of [first, second, third]) await take(anna, s.id);
    for (const s of [first, second]) await take(bo, s.id);
    await take(carl, first.id);
    expect(await counts()).toEqual([]);

    await mark(first.id, anna.email, 'no_show');
    await mark(second.id, anna.email, 'no_show');
    await mark(third.id, anna.email, 'came');
    await mark(first.id, bo.email, 'came');
    await mark(second.id, bo.email, 'no_show');
    await mark(first.id, carl.email, 'came');
    // Pressed twice on the same place: still one.
    await mark(second.id, bo.email, 'no_show');
    expect(await counts()).toEqual([
      ['Anna', 'anna@example.dk', '+4520123456', 2],
      ['Bo', 'bo@example.dk', '+4520123456', 1],
    ]);
    const card = (await roomShifts(testDb.db, PLANNED_AT)).find((s) => s.id === first.id)!;
    expect(card.people.map((p) => [p.name, p.noShow, p.checkedInAt !== null])).toEqual([
      ['Anna', true, false],
      ['Bo', false, true],
      ['Carl', false, true],
    ]);

    // Anna came after all: one left, level with Bo (then by name).
    await mark(first.id, anna.email, 'came');
    expect(await counts()).toEqual([
      ['Anna', 'anna@example.dk', '+4520123456', 1],
      ['Bo', 'bo@example.dk', '+4520123456', 1],
    ]);
    // Her second mark undone, her third changed from Mødt to Udeblev, and Bo came after all.
    await mark(second.id, anna.email, 'reset');
    await mark(third.id, anna.email, 'no_show');
    await mark(second.id, bo.email, 'came');
    expect(await counts()).toEqual([['Anna', 'anna@example.dk', '+4520123456', 1]]);
  });
});

const copenhagen = (at: Date) => {
  const t = toCopenhagen(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${t.year}-${two(t.month)}-${two(t.day)} ${two(t.hour)}:${two(t.minute)}`;
};
const posterTasks = async () =>
  (
    await testDb.db
      .select()
      .from(shifts)
      .innerJoin(shiftTasks, eq(shiftTasks.id, shifts.taskId))
      .orderBy(asc(shifts.startsAt), asc(shifts.id))
  ).map(({ shifts: s, shift_tasks: t }) => ({
    kind: t.kind,
    title: t.title,
    from: copenhagen(s.startsAt),
    until: copenhagen(s.endsAt),
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    places: s.places,
    notes: t.notes,
  }));

describe(`"Opret plakatopgaverne med lovens datoer" on ${dbKind()}`, () => {
  const contactLine = 'Plakat Per, Torvet 1, 9999 Lyngbæk, per@example.dk, 20202020';

  it('plans posters up from 12:00 on the fourth Saturday before election day and down the day after, once', async () => {
    expect(site.election.date).toBe('2029-11-20');
    await savePosterContact(
      testDb.db,
      {
        name: 'Plakat Per',
        address: 'Torvet 1, 9999 Lyngbæk',
        email: 'per@example.dk',
        phone: '20202020',
      },
      PLANNED_AT,
    );
    expect(await suggestPosterTasks(testDb.db, PLANNED_AT)).toBe(2);
    const [up, down] = await posterTasks();
    // Tuesday 20 November 2029: up from Saturday 27 October 12:00 (summer time, its last day), down by the 28th.
    expect(up).toMatchObject({
      kind: 'plakater_op',
      title: 'Valgplakater op',
      from: '2029-10-27 12:00',
      until: '2029-10-27 16:00',
      places: 6,
    });
    expect(up!.startsAt.toISOString()).toBe('2029-10-27T10:00:00.000Z');
    expect(down).toMatchObject({
      kind: 'plakater_ned',
      title: 'Valgplakater ned',
      from: '2029-11-21 16:00',
      until: '2029-11-21 19:00',
      places: 6,
    });
    expect(down!.startsAt.toISOString()).toBe('2029-11-21T15:00:00.000Z');
    // Inside the law's window: not before it opens, done before it closes.
    const window = posterWindow('2029-11-20');
    expect(up!.startsAt.getTime()).toBeGreaterThanOrEqual(window.upFrom.getTime());
    expect(down!.endsAt.getTime()).toBeLessThanOrEqual(window.downBy.getTime());

    expect(up!.notes.split('\n')).toEqual([
      'Plakaterne må først hænge fra lørdag 27. oktober 2029 kl. 12.00 (vejloven § 84).',
      'Hver plakat skal bære navn, adresse, e-mail og telefon på den, der har hængt den op:',
      contactLine,
    ]);
    expect(down!.notes).toBe(
      'Alle plakater og strips skal være taget ned senest 28. november 2029 ved døgnets udgang (vejloven § 84).',
    );

    // Pressed again: nothing planned twice.
    const before = await posterTasks();
    expect(await suggestPosterTasks(testDb.db, PLANNED_AT)).toBe(0);
    expect(await posterTasks()).toEqual(before);
    expect(await testDb.db.$count(shiftTasks)).toBe(2);
  });

  it('without a poster contact the notes ask for one; a kind the team planned itself is left alone', async () => {
    // Tuesday 24 March 2026: up from Saturday 28 February 12:00 (winter time), down by 1 April.
    await planTask(
      testDb.db,
      {
        kind: 'plakater_ned',
        title: 'Vi tager dem ned selv',
        meetingPoint: 'Kontoret',
        area: '',
        notes: '',
        shifts: [{ day: '2026-03-26', start: '09:00', end: '12:00', places: 2 }],
        weekly: false,
      },
      PLANNED_AT,
    );
    expect(await suggestPosterTasks(testDb.db, PLANNED_AT, '2026-03-24')).toBe(1);
    const tasks = await posterTasks();
    expect(tasks.map((t) => [t.kind, t.title, t.from, t.until])).toEqual([
      ['plakater_op', 'Valgplakater op', '2026-02-28 12:00', '2026-02-28 16:00'],
      ['plakater_ned', 'Vi tager dem ned selv', '2026-03-26 09:00', '2026-03-26 12:00'],
    ]);
    expect(tasks[0]!.startsAt.toISOString()).toBe('2026-02-28T11:00:00.000Z');
    expect(tasks[0]!.notes.split('\n')).toEqual([
      'Plakaterne må først hænge fra lørdag 28. februar 2026 kl. 12.00 (vejloven § 84).',
      'Hver plakat skal bære navn, adresse, e-mail og telefon på den, der har hængt den op:',
      '(udfyld kontaktoplysningerne under Vagtplan → Plakatansvarlig)',
    ]);
    expect(await suggestPosterTasks(testDb.db, PLANNED_AT, '2026-03-24')).toBe(0);
  });

  raceTest(
    'pressed twice at once (a double click, two team members): still one task of each',
    async () => {
      for (let round = 0; round < 5; round++) {
        await testDb.db.delete(shiftTasks);
        const results = await Promise.all([
          suggestPosterTasks(testDb.db, PLANNED_AT),
          suggestPosterTasks(testDb.db, PLANNED_AT),
        ]);
        expect(results.sort()).toEqual([0, 2]);
        expect((await posterTasks()).map((t) => t.kind)).toEqual(['plakater_op', 'plakater_ned']);
      }
    },
  );
});
