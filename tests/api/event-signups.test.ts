import { jest } from '@jest/globals';
import { and, asc, eq, sql } from 'drizzle-orm';
import { GET as places, POST as signUp } from '@/app/api/moed-os/tilmelding/route';
import { POST as cancel } from '@/app/api/moed-os/afmelding/route';
import type { BookableEvent } from '@/db/queries/event-signups';
import { eventCapacity, eventSignups, mailOutbox } from '@/db/schema';
import { getEventBySlug, readEventsFrom } from '@/lib/content/events';
import { signCancelToken } from '@/lib/events/cancel-token';
import { insertSignup, type SignupInput } from '@/db/queries/event-signups';
import { confirmEventSignup } from '@/lib/events/signup-service';
import { bookable, eventSnapshot, runEventCron, sendReminders } from '@/lib/events/signups';
import { env } from '@/lib/env';
import { dbKind, raceTest, testDbPerFile } from '@/tests/helpers/db';
import { copyEventContent } from '@/tests/helpers/event-content';
import { eventSignupDone } from '@/lib/validation/event-signup';
import {
  call,
  type FormFields,
  hostileBodies,
  hostileStrings,
  jsonRequest,
  origin,
  rowCount,
  sendForm as sendShared,
} from './request';

const testDb = testDbPerFile();

const send = (body: unknown, headers?: Record<string, string>) =>
  call(signUp, jsonRequest('/api/moed-os/tilmelding', body, headers));
const sendCancel = (body: unknown) => call(cancel, jsonRequest('/api/moed-os/afmelding', body));

const good = {
  event: 'debat-paa-biblioteket',
  name: 'Anna Hansen',
  email: 'anna@example.dk',
  people: 1,
  consent: true,
};
const debate = getEventBySlug('debat-paa-biblioteket')!;
const coffee = getEventBySlug('kaffe-med-jonas')!;

const mailsTo = (email: string) =>
  testDb.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.aboutEmail}) = lower(${email})`)
    .orderBy(asc(mailOutbox.id));

/** The token of the confirmation link in the newest confirmation mail to `email` (issue 45). */
async function linkFor(email: string) {
  const mail = (await mailsTo(email.trim())).filter((m) => m.kind === 'event_confirm').at(-1)!;
  return decodeURIComponent(/\/moed-os\/bekraeft\?token=(\S+)/.exec(mail.textBody)![1]!);
}
/** Signs up through the API and confirms from the mail: what one sign-up did at once before issue 45. */
async function book(body: Partial<typeof good>) {
  const res = await send({ ...good, ...body });
  expect([res.status, res.body]).toEqual([201, { ok: true, status: 'pending' }]);
  return (await confirmEventSignup(await linkFor(body.email ?? good.email))).status;
}
/** A sign-up stored as holding a place (or waiting), for the tests of what comes after a confirmation. */
const seat = (
  event: BookableEvent,
  input: SignupInput,
  status: 'confirmed' | 'waiting' = 'confirmed',
) => testDb.db.transaction((tx) => insertSignup(tx, event, input, status, null));

async function stored() {
  return {
    signups: await rowCount(testDb, eventSignups),
    mails: await rowCount(testDb, mailOutbox),
  };
}

beforeEach(async () => {
  await testDb.db.delete(eventSignups);
  await testDb.db.delete(eventCapacity);
  await testDb.db.delete(mailOutbox);
});

describe(`POST /api/moed-os/tilmelding on ${dbKind()}`, () => {
  it('holds a place once confirmed from the mail, mails the .ics and a cancel link, and counts the same email once', async () => {
    expect(await book({ people: 2 })).toBe('confirmed');
    const [ask, mail] = await mailsTo('anna@example.dk');
    expect(ask).toMatchObject({
      kind: 'event_confirm',
      subject: `Bekræft din tilmelding: ${debate.title}`,
    });
    expect(ask!.attachments).toBeNull();
    expect(mail).toMatchObject({
      kind: 'event',
      recipient: 'anna@example.dk',
      subject: `Du er tilmeldt: ${debate.title}`,
    });
    expect(mail!.attachments![0]).toMatchObject({
      filename: 'debat-paa-biblioteket.ics',
      contentType: expect.stringContaining('text/calendar'),
    });
    expect(mail!.attachments![0]!.content).toContain('BEGIN:VEVENT');
    expect(mail!.textBody).toMatch(/\/moed-os\/afmeld\?token=\d+\.[\w-]{43}/);
    // The same email again is one sign-up: its confirmation changes nothing (tests/api/trust-signup.test.ts, item 2).
    expect(await book({ email: ' ANNA@example.DK ', name: 'Anna H.' })).toBe('already');
    expect(await stored()).toEqual({ signups: 1, mails: 3 });
  });

  describe('a bound on places per client per event', () => {
    const saved = {
      RATE_LIMIT_ENABLED: env.RATE_LIMIT_ENABLED,
      TRUSTED_PROXY_HOPS: env.TRUSTED_PROXY_HOPS,
    };
    beforeAll(() => Object.assign(env, { RATE_LIMIT_ENABLED: true, TRUSTED_PROXY_HOPS: 1 }));
    afterAll(() => Object.assign(env, saved));
    const from = (ip: string, body: object) =>
      send({ ...good, ...body }, { 'x-forwarded-for': ip });

    it('one client holds at most 6 places of one event; a 4xx in Danish, nothing stored; other clients and events are open', async () => {
      for (const [i, people] of [2, 2, 2].entries())
        expect(
          (await from('203.0.113.7', { email: `opdigtet${i}@example.dk`, people })).status,
        ).toBe(201);
      const before = await stored();
      const refused = await from('203.0.113.7', { email: 'opdigtet9@example.dk', people: 1 });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toEqual({
        code: 'rate_limited',
        message:
          'Der kan højst tilmeldes 6 personer til det samme arrangement fra én forbindelse. Skriv til os, hvis I skal være flere.',
        field: 'people',
      });
      expect(await stored()).toEqual(before);
      expect((await from('198.51.100.9', { email: 'nabo@example.dk' })).status).toBe(201);
      expect(
        (await from('203.0.113.7', { event: 'kaffe-med-jonas', email: 'opdigtet9@example.dk' }))
          .status,
      ).toBe(201);
      // A known address from the full client gets the same refusal as a new one: the bound tells nothing about addresses.
      expect((await from('203.0.113.7', { email: 'opdigtet0@example.dk' })).body).toEqual(
        refused.body,
      );
      // The client key is a salted hash, never the network address.
      expect(JSON.stringify(await testDb.db.select().from(eventSignups))).not.toContain(
        '203.0.113.7',
      );
    });
  });

  const bad: [string, unknown, string, string][] = [
    ['no event', { ...good, event: undefined }, 'event', 'Vælg et arrangement'],
    [
      'an event address with capitals',
      { ...good, event: 'Debat' },
      'event',
      'Arrangementet findes ikke',
    ],
    ['an unknown event', { ...good, event: 'findes-ikke' }, 'event', 'Arrangementet findes ikke.'],
    [
      'an event without sign-up',
      { ...good, event: 'valgaften' },
      'event',
      'Arrangementet har ingen tilmelding – mød bare op.',
    ],
    [
      'a past event',
      { ...good, event: 'kaffe-med-mette-2026' },
      'event',
      'Arrangementet er begyndt eller slut, så tilmeldingen er lukket.',
    ],
    [
      'a cancelled event',
      { ...good, event: 'cykeltur-langs-aaen' },
      'event',
      'Arrangementet er aflyst, så tilmeldingen er lukket.',
    ],
    ['a number as event', { ...good, event: 7 }, 'event', 'Vælg et arrangement'],
    ['no name', { ...good, name: undefined }, 'name', 'Navn skal være mindst 2 tegn'],
    ['a one-letter name', { ...good, name: 'A' }, 'name', 'Navn skal være mindst 2 tegn'],
    ['a long name', { ...good, name: 'x'.repeat(101) }, 'name', 'Navn må højst være 100 tegn'],
    ['a bad email', { ...good, email: 'ikke-en-email' }, 'email', 'Ugyldig email adresse'],
    ['zero people', { ...good, people: 0 }, 'people', 'Antal personer skal være mindst 1'],
    ['six people', { ...good, people: 6 }, 'people', 'I kan højst være 5 personer pr. tilmelding'],
    [
      'half a person',
      { ...good, people: 1.5 },
      'people',
      'Antal personer skal være et helt tal fra 1 til 5',
    ],
    [
      'people as text',
      { ...good, people: '2' },
      'people',
      'Antal personer skal være et helt tal fra 1 til 5',
    ],
    ['no consent', { ...good, consent: false }, 'consent', 'Du skal give samtykke'],
    ['consent as text', { ...good, consent: 'ja' }, 'consent', 'Du skal give samtykke'],
    ['an unknown field', { ...good, phone: '12345678' }, 'phone', 'Ukendt nøgle: "phone"'],
  ];
  it.each(bad)(
    'refuses %s with 422, a Danish message, and stores nothing',
    async (_, body, field, message) => {
      const res = await send(body);
      expect(res.status).toBe(422);
      expect(res.body.error).toEqual({ code: 'validation_failed', message, field });
      expect(await stored()).toEqual({ signups: 0, mails: 0 });
    },
  );

  it('closes sign-up when the event starts, by the clock and not the build', async () => {
    jest.useFakeTimers({
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'],
    });
    try {
      jest.setSystemTime(new Date(debate.startAt.getTime() + 60_000));
      const res = await send(good);
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe(
        'Arrangementet er begyndt eller slut, så tilmeldingen er lukket.',
      );
    } finally {
      jest.useRealTimers();
    }
    expect(await stored()).toEqual({ signups: 0, mails: 0 });
  });

  it.each(hostileStrings)(
    'refuses %s as the name with 422 and stores nothing',
    async (_, value) => {
      const res = await send({ ...good, name: value });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ field: 'name', message: expect.stringMatching(/\S/) });
      expect(await stored()).toEqual({ signups: 0, mails: 0 });
    },
  );

  it.each(hostileBodies)('refuses %s with a 4xx envelope', async (_, raw) => {
    const res = await send(raw);
    expect([400, 413, 415, 422]).toContain(res.status);
    expect(res.body.error.message).toMatch(/\S/);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    expect((await send({ ...good, website: 'x' })).status).toBe(201);
    expect(await stored()).toEqual({ signups: 0, mails: 0 });
  });

  it('refuses another site’s Origin with 403', async () => {
    expect((await send(good, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await stored()).toEqual({ signups: 0, mails: 0 });
  });
});

/** A browser's own form post (before the form's code has loaded, or without JavaScript): the fields as it sends them. */
const sendForm = (fields: FormFields, headers?: Record<string, string>) =>
  sendShared(signUp, '/api/moed-os/tilmelding', fields, headers);
// What the server HTML of the form posts: the box ticked sends consent=on; the hidden honeypot goes along empty.
const goodForm = {
  event: 'debat-paa-biblioteket',
  name: 'Anna Hansen',
  email: 'anna@example.dk',
  people: '2',
  consent: 'on',
  website: '',
};

describe(`the form posted by the browser itself (issue 48) on ${dbKind()}`, () => {
  it('signs up exactly as the JSON answer does, and answers with a Danish page, 201 and a way back', async () => {
    const res = await sendForm(goodForm);
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.html).toContain('<html lang="da">');
    expect(res.title).toBe('Tjek din mail');
    expect(res.message).toBe(eventSignupDone);
    expect(res.back).toBe('/moed-os/debat-paa-biblioteket');
    // Double opt-in (issue 45): one pending sign-up, its confirmation mail, no place held.
    const rows = await testDb.db.select().from(eventSignups);
    expect(rows).toMatchObject([{ status: 'pending', people: 2, email: 'anna@example.dk' }]);
    const [ask] = await mailsTo('anna@example.dk');
    expect(ask).toMatchObject({
      kind: 'event_confirm',
      subject: `Bekræft din tilmelding: ${debate.title}`,
    });
    expect(await confirmEventSignup(await linkFor('anna@example.dk'))).toMatchObject({
      status: 'confirmed',
    });
  });

  it('answers a known address exactly as a new one', async () => {
    await sendForm(goodForm);
    const again = await sendForm(goodForm);
    const other = await sendForm({ ...goodForm, email: 'ny@example.dk' });
    expect([again.status, again.html]).toEqual([other.status, other.html]);
  });

  const badForms: [string, Record<string, string> | string, string][] = [
    [
      'no consent (an unticked box is not sent)',
      { ...goodForm, consent: '' },
      'Du skal give samtykke',
    ],
    ['consent as another word', { ...goodForm, consent: 'ja' }, 'Du skal give samtykke'],
    ['no name', { ...goodForm, name: '' }, 'Navn skal være mindst 2 tegn'],
    ['a bad email', { ...goodForm, email: 'ikke-en-email' }, 'Ugyldig email adresse'],
    [
      'people as a word',
      { ...goodForm, people: 'to' },
      'Antal personer skal være et helt tal fra 1 til 5',
    ],
    [
      'people beyond the select',
      { ...goodForm, people: '9' },
      'I kan højst være 5 personer pr. tilmelding',
    ],
    [
      'a negative number of people',
      { ...goodForm, people: '-1' },
      'Antal personer skal være et helt tal fra 1 til 5',
    ],
    ['no event', { ...goodForm, event: '' }, 'Arrangementet findes ikke'],
    ['an unknown event', { ...goodForm, event: 'findes-ikke' }, 'Arrangementet findes ikke.'],
    [
      'a past event',
      { ...goodForm, event: 'kaffe-med-mette-2026' },
      'Arrangementet er begyndt eller slut, så tilmeldingen er lukket.',
    ],
    ['a NUL byte in the name', { ...goodForm, name: 'Anna\u0000Hansen' }, ''],
  ];
  it.each(badForms)(
    'refuses %s with a Danish page, 422, and stores nothing',
    async (_, fields, message) => {
      const res = await sendForm(fields);
      expect(res.status).toBe(422);
      expect(res.title).toBe('Tilmeldingen er ikke sendt');
      if (message) expect(res.message).toBe(message);
      else expect(res.message).toMatch(/\S/);
      expect(await stored()).toEqual({ signups: 0, mails: 0 });
    },
  );

  it('links back to the event only when it is one; never to what the request named', async () => {
    expect((await sendForm({ ...goodForm, consent: '' })).back).toBe(
      '/moed-os/debat-paa-biblioteket',
    );
    for (const event of ['findes-ikke', '"><script>alert(1)</script>', 'https://evil.example'])
      expect((await sendForm({ ...goodForm, event })).back).toBe('/moed-os');
    const res = await sendForm({ ...goodForm, event: '"><script>alert(1)</script>' });
    expect(res.html).not.toContain('<script');
  });

  it('refuses another site’s page with 403 in Danish, and stores nothing', async () => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ] as Record<string, string>[]) {
      const res = await sendForm(goodForm, headers);
      expect([res.status, res.message]).toEqual([
        403,
        'Forespørgsler fra andre websteder er ikke tilladt.',
      ]);
    }
    expect(await stored()).toEqual({ signups: 0, mails: 0 });
  });

  it('refuses a body over 16 KB with 413 and bad UTF-8 with 400, in Danish', async () => {
    const big = await sendForm({ ...goodForm, name: 'x'.repeat(17_000) });
    expect([big.status, big.message]).toEqual([413, 'Forespørgslen er for stor (højst 16 KB).']);
    const bytes = await signUp(
      new Request(`${origin}/api/moed-os/tilmelding`, {
        method: 'POST',
        body: new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe]),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin,
          host: 'localhost:3103',
        },
      }),
      undefined,
    );
    expect(bytes.status).toBe(400);
    expect(await bytes.text()).toContain('Forespørgslen er ikke gyldig UTF-8-tekst.');
    expect(await stored()).toEqual({ signups: 0, mails: 0 });
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const res = await sendForm({ ...goodForm, website: 'http://spam.example' });
    expect([res.status, res.message]).toEqual([201, eventSignupDone]);
    expect(await stored()).toEqual({ signups: 0, mails: 0 });
  });

  it('reads only the form’s own fields: an extra one is ignored, a repeated one counts once', async () => {
    const res = await sendForm(
      `${new URLSearchParams(goodForm)}&role=admin&email=other@example.dk`,
    );
    expect(res.status).toBe(201);
    const rows = await testDb.db.select().from(eventSignups);
    expect(rows.map((r) => r.email)).toEqual(['anna@example.dk']);
  });
});

describe(`capacity and the waiting list on ${dbKind()}`, () => {
  raceTest(
    'gives exactly 10 places to 50 concurrent confirmations; the other 40 wait',
    async () => {
      for (let i = 0; i < 50; i++) await send({ ...good, email: `p${i}@example.dk` });
      const links = await Promise.all(
        Array.from({ length: 50 }, (_, i) => linkFor(`p${i}@example.dk`)),
      );
      const results = await Promise.all(links.map((token) => confirmEventSignup(token)));
      expect(results.filter((r) => r.status === 'confirmed')).toHaveLength(10);
      expect(results.filter((r) => r.status === 'waiting')).toHaveLength(40);
      const rows = await testDb.db
        .select({ status: eventSignups.status, n: sql<number>`count(*)::int` })
        .from(eventSignups)
        .groupBy(eventSignups.status);
      expect(Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]))).toEqual({
        confirmed: 10,
        waiting: 40,
      });
    },
  );

  it('moves the first waiting person up on a cancellation and mails them; a reused or forged link is refused', async () => {
    for (let i = 0; i < 10; i++)
      expect(await book({ email: `g${i}@example.dk` })).toBe('confirmed');
    expect(await book({ email: 'first@example.dk' })).toBe('waiting');
    expect(await book({ email: 'second@example.dk' })).toBe('waiting');
    const [leaving] = await testDb.db
      .select()
      .from(eventSignups)
      .where(eq(eventSignups.email, 'g3@example.dk'));
    const token = signCancelToken(leaving!);

    const forged = `${leaving!.id}.${'A'.repeat(43)}`;
    for (const bogus of [
      forged,
      'not-a-token',
      signCancelToken({ id: leaving!.id, email: 'someone@else.dk' }),
    ]) {
      const res = await sendCancel({ token: bogus });
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({
        code: 'invalid_link',
        message: 'Afmeldingslinket er ugyldigt, eller du er allerede afmeldt.',
        field: 'token',
      });
    }
    expect(await rowCount(testDb, eventSignups)).toBe(12);

    const res = await sendCancel({ token });
    expect(res.status).toBe(200);
    expect(res.body.event).toEqual({ title: debate.title, href: '/moed-os/debat-paa-biblioteket' });
    const statuses = await testDb.db
      .select({ email: eventSignups.email, status: eventSignups.status })
      .from(eventSignups)
      .where(and(eq(eventSignups.eventSlug, 'debat-paa-biblioteket')));
    expect(statuses.find((s) => s.email === 'first@example.dk')?.status).toBe('confirmed');
    expect(statuses.find((s) => s.email === 'second@example.dk')?.status).toBe('waiting');
    expect(statuses.filter((s) => s.status === 'confirmed')).toHaveLength(10);
    const promotedMail = (await mailsTo('first@example.dk')).at(-1)!;
    expect(promotedMail.subject).toBe(`Der er plads til dig: ${debate.title}`);
    expect(promotedMail.attachments).toHaveLength(1);

    const reused = await sendCancel({ token });
    expect(reused.status).toBe(404);
    expect(await rowCount(testDb, eventSignups)).toBe(11);
    // A newsletter-style token for the same row is not a cancel token.
    const { signToken } = await import('@/lib/stewardship/token');
    const [first] = await testDb.db
      .select()
      .from(eventSignups)
      .where(eq(eventSignups.email, 'first@example.dk'));
    const { unsubscribeSecret } = await import('@/lib/stewardship/unsubscribe-token');
    expect((await sendCancel({ token: signToken(first!, unsubscribeSecret()) })).status).toBe(404);
  });

  // Issue 34, item 10: an event taken out of content/ must not turn a cancellation into a 500.
  it('cancels a sign-up whose event was removed from content/: 200 without event details, and nobody is moved up', async () => {
    const gone: BookableEvent = {
      slug: 'fjernet-arrangement',
      capacity: 1,
      endAt: new Date('2029-10-01T20:00:00Z'),
      snapshot: eventSnapshot(debate),
    };
    const row = await seat(gone, {
      name: 'Anna',
      email: 'anna@example.dk',
      people: 1,
      consentVersion: 'test',
    });
    await seat(
      gone,
      { name: 'Bo', email: 'bo@example.dk', people: 1, consentVersion: 'test' },
      'waiting',
    );
    expect(getEventBySlug('fjernet-arrangement')).toBeUndefined();
    const mailsBefore = await rowCount(testDb, mailOutbox);
    const res = await sendCancel({ token: signCancelToken(row!) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, event: null });
    const left = await testDb.db
      .select({ email: eventSignups.email, status: eventSignups.status })
      .from(eventSignups)
      .where(eq(eventSignups.eventSlug, 'fjernet-arrangement'));
    expect(left).toEqual([{ email: 'bo@example.dk', status: 'waiting' }]);
    expect(await rowCount(testDb, mailOutbox)).toBe(mailsBefore);
    expect((await sendCancel({ token: signCancelToken(row!) })).status).toBe(404);
  });

  it('tells the form how many places are left, and "full" once they are gone', async () => {
    const ask = (slug: string) =>
      call(places, jsonRequest(`/api/moed-os/tilmelding?event=${slug}`, null, {}, 'GET'));
    expect((await ask('debat-paa-biblioteket')).body).toEqual({
      capacity: 10,
      left: 10,
      full: false,
    });
    await book({ people: 5 });
    await book({ email: 'b@example.dk', people: 4 });
    expect((await ask('debat-paa-biblioteket')).body).toEqual({
      capacity: 10,
      left: 1,
      full: false,
    });
    await book({ email: 'c@example.dk', people: 2 });
    expect((await ask('debat-paa-biblioteket')).body).toEqual({
      capacity: 10,
      left: 1,
      full: true,
    });
    for (const slug of ['valgaften', 'findes-ikke', '']) {
      const res = await ask(slug);
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe(
        'Arrangementet findes ikke, eller det har ingen tilmelding.',
      );
    }
  });

  it('refuses bad cancel bodies with a Danish 4xx', async () => {
    for (const body of [
      {},
      { token: 5 },
      { token: 'x'.repeat(500) },
      { token: '1.abc', extra: 1 },
    ]) {
      const res = await sendCancel(body);
      expect([404, 422]).toContain(res.status);
      expect(res.body.error.message).toMatch(/[a-zæøå]/);
    }
  });

  it('sends at most five confirmation mails a day to one address, however many sign-ups', async () => {
    for (let i = 0; i < 7; i++) expect((await send(good)).status).toBe(201);
    expect(await rowCount(testDb, eventSignups)).toBe(7);
    expect(await mailsTo('anna@example.dk')).toHaveLength(5);
  });
});

describe(`reminders and change notices on ${dbKind()}`, () => {
  const signUpTo = async (event: typeof coffee, emails: string[]) => {
    for (const email of emails)
      await seat(bookable({ ...event, capacity: event.capacity! }), {
        name: 'Deltager',
        email,
        people: 1,
        consentVersion: 'test',
      });
    await testDb.db.delete(mailOutbox);
  };

  raceTest('sends the reminder exactly once, even with two overlapping cron runs', async () => {
    await signUpTo(coffee, ['a@example.dk', 'b@example.dk', 'c@example.dk']);
    const twoHoursBefore = new Date(coffee.startAt.getTime() - 2 * 3_600_000);
    const [first, second] = await Promise.all([
      runEventCron(testDb.db, [coffee], twoHoursBefore),
      runEventCron(testDb.db, [coffee], twoHoursBefore),
    ]);
    expect(first!.reminders.length + second!.reminders.length).toBe(3);
    expect((await runEventCron(testDb.db, [coffee], twoHoursBefore)).reminders).toEqual([]);
    const subjects = (await testDb.db.select({ subject: mailOutbox.subject }).from(mailOutbox)).map(
      (m) => m.subject,
    );
    expect(subjects).toEqual(Array(3).fill(`I morgen: ${coffee.title}`));
  });

  it('sends no reminder more than 24 hours ahead, nor for a cancelled event', async () => {
    await signUpTo(coffee, ['a@example.dk']);
    const early = new Date(coffee.startAt.getTime() - 25 * 3_600_000);
    expect(
      await sendReminders(
        testDb.db,
        [
          {
            slug: coffee.slug,
            startAt: coffee.startAt,
            endAt: coffee.endAt,
            cancelled: false,
            snapshot: eventSnapshot(coffee),
          },
        ],
        () => {
          throw new Error('no mail');
        },
        early,
      ),
    ).toEqual([]);
    const late = new Date(coffee.startAt.getTime() - 3_600_000);
    expect(
      await sendReminders(
        testDb.db,
        [
          {
            slug: coffee.slug,
            startAt: coffee.startAt,
            endAt: coffee.endAt,
            cancelled: true,
            snapshot: eventSnapshot(coffee),
          },
        ],
        () => {
          throw new Error('no mail');
        },
        late,
      ),
    ).toEqual([]);
  });

  it('moving an event in its MDX sends one notice per attendee on the next run, and none on the run after', async () => {
    await signUpTo(coffee, ['a@example.dk', 'b@example.dk', 'c@example.dk']);
    const content = copyEventContent();
    try {
      expect((await runEventCron(testDb.db, readEventsFrom(content.root))).notices).toEqual([]);
      content.edit('kaffe-med-jonas', (t) =>
        t
          .replace(
            'start: 2029-10-30 16:00',
            'start: 2029-10-30 17:00\npreviousStart: 2029-10-30 16:00',
          )
          .replace('end: 2029-10-30 17:30', 'end: 2029-10-30 18:30')
          .replace('status: planlagt', 'status: flyttet'),
      );
      const moved = readEventsFrom(content.root);
      const first = await runEventCron(testDb.db, moved);
      expect(first.notices).toHaveLength(3);
      const mails = await testDb.db.select().from(mailOutbox);
      expect(mails.map((m) => m.recipient).sort()).toEqual([
        'a@example.dk',
        'b@example.dk',
        'c@example.dk',
      ]);
      expect(mails[0]!.subject).toBe(`Ændret: ${coffee.title}`);
      expect(mails[0]!.textBody).toContain(
        'Før: tirsdag 30. oktober 2029 kl. 16.00–17.30. Nu: tirsdag 30. oktober 2029 kl. 17.00–18.30.',
      );
      expect((await runEventCron(testDb.db, moved)).notices).toEqual([]);
      // Cancelling it afterwards is one more change: one more notice each.
      content.edit('kaffe-med-jonas', (t) => t.replace('status: flyttet', 'status: aflyst'));
      const cancelled = await runEventCron(testDb.db, readEventsFrom(content.root));
      expect(cancelled.notices).toHaveLength(3);
      expect(
        await testDb.db
          .select({ subject: mailOutbox.subject })
          .from(mailOutbox)
          .where(sql`${mailOutbox.subject} like 'Aflyst:%'`),
      ).toHaveLength(3);
    } finally {
      content.remove();
    }
  });
});

describe(`stewardship of sign-ups on ${dbKind()}`, () => {
  it('purge deletes sign-ups 30 days after their event, not before; forget removes them by email in any case', async () => {
    const { purgeExpired: purge } = await import('@/lib/stewardship/purge');
    const { forgetEmail } = await import('@/db/queries/forget');
    await book({ email: 'Jens@Example.dk' });
    await book({ email: 'anna@example.dk' });
    const day = 86_400_000;
    const forgotten = await forgetEmail(testDb.db, ' JENS@example.dk ');
    expect(forgotten.event_signups.map((s) => s.eventSlug)).toEqual(['debat-paa-biblioteket']);
    // The confirmation mail and the one after confirming.
    expect(forgotten.mail_outbox).toHaveLength(2);
    expect(await rowCount(testDb, eventSignups)).toBe(1);
    const almost = new Date(debate.endAt.getTime() + 30 * day - 60_000);
    expect((await purge(testDb.db, almost)).event_signups).toBe(0);
    expect(
      (await purge(testDb.db, new Date(debate.endAt.getTime() + 30 * day + 60_000))).event_signups,
    ).toBe(1);
    expect(await rowCount(testDb, eventSignups)).toBe(0);
  });

  it('the admin CLI lists events with counts and prints an attendee list as CSV with formulas neutralised', async () => {
    const { runAdmin } = await import('@/scripts/admin/main');
    await book({ name: '=HYPERLINK("x")', people: 3 });
    // Issue 45: a pending sign-up is listed with its state and counts towards nothing.
    await send({ ...good, email: 'venter@example.dk', name: 'Vera' });
    const out: string[] = [];
    const terminal = {
      out: (t: string) => void out.push(t),
      err: (t: string) => void out.push(t),
      ask: async () => '',
    };
    expect(
      await runAdmin(['events'], { openDb: async () => testDb, terminal, closeDb: false }),
    ).toBe(0);
    expect(out.join('')).toMatch(/debat-paa-biblioteket .*10 .*1 \(3 pers\.\)/);
    out.length = 0;
    expect(
      await runAdmin(['event', 'debat-paa-biblioteket', '--delimiter', ';'], {
        openDb: async () => testDb,
        terminal,
        closeDb: false,
      }),
    ).toBe(0);
    const csv = out.join('');
    expect(csv).toContain('id;navn;email;personer;status;tilmeldt;rykket_op;samtykke_version\r\n');
    expect(csv).toContain(`;"'=HYPERLINK(""x"")";anna@example.dk;3;tilmeldt;`);
    expect(csv).toContain(';Vera;venter@example.dk;1;afventer bekræftelse;');
    out.length = 0;
    expect(
      await runAdmin(['event', 'findes-ikke'], {
        openDb: async () => testDb,
        terminal,
        closeDb: false,
      }),
    ).toBe(1);
  });
});
