// Issue 26's "Must show" for the volunteer sign-up, on PGlite and (postgres project) PostgreSQL: bad fields, one row per
// address (also at once), the whole double opt-in through a real SMTP server, bad links, the 24-hour mail limit.
import { jest } from '@jest/globals';
import { asc, eq, sql } from 'drizzle-orm';
import { POST as confirmPost } from '@/app/api/volunteers/confirm/route';
import { POST } from '@/app/api/volunteers/route';
import { purgeExpired } from '@/lib/stewardship/purge';
import { findVolunteer, listConfirmedVolunteers } from '@/db/queries/volunteers';
import { mailOutbox, volunteers } from '@/db/schema';
import { env } from '@/lib/env';
import { setAfterResponse } from '@/lib/mail/send-soon';
import { volunteerConsent } from '@/lib/validation/volunteer';
import { signUp } from '@/lib/volunteers/service';
import { CONFIRM_PATH, signConfirmToken } from '@/lib/volunteers/token';
import { dbKind, raceTest, testDbPerFile } from '@/tests/helpers/db';
import { startSmtpSink, type SmtpSink } from '@/tests/helpers/smtp-sink';
import { call, hostileBodies, hostileStrings, jsonRequest, rowCount } from './request';

const testDb = testDbPerFile();
const inbox = 'frivillige@fremtidslisten.example';

const afterTasks: Promise<void>[] = [];
const runAfterTasks = async () => {
  await Promise.all(afterTasks.splice(0));
};

let sink: SmtpSink;
const saved = {
  SMTP_URL: env.SMTP_URL,
  VOLUNTEER_INBOX: env.VOLUNTEER_INBOX,
  VOLUNTEER_SECRET: env.VOLUNTEER_SECRET,
};
beforeAll(async () => {
  sink = await startSmtpSink();
  env.SMTP_URL = sink.url;
  env.VOLUNTEER_INBOX = inbox;
  env.VOLUNTEER_SECRET = 'volunteer-test-secret-0123456789';
  setAfterResponse((task) => void afterTasks.push(task()));
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'info').mockImplementation(() => {});
});
// Mails a test queued are sent before the next test (and before the database closes).
afterEach(runAfterTasks);
afterAll(async () => {
  setAfterResponse(undefined);
  Object.assign(env, saved);
  await sink.close();
});
beforeEach(async () => {
  await runAfterTasks();
  await testDb.db.delete(mailOutbox);
  await testDb.db.delete(volunteers);
  sink.received.length = 0;
});

const valid = {
  name: 'Anna Hansen',
  email: 'anna@example.dk',
  phone: '+45 20 12 34 56',
  interests: ['foldere', 'koersel'],
  times: ['aftener'],
  message: 'Jeg har bil og kan køre på valgdagen.',
  consent: true,
};
const send = (body: unknown, headers?: Record<string, string>) =>
  call(POST, jsonRequest('/api/volunteers', body, headers));
const confirmRequest = (token: string) =>
  confirmPost(
    new Request('http://localhost:3103/api/volunteers/confirm', {
      method: 'POST',
      body: new URLSearchParams({ token }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  );
const outcome = (response: Response) =>
  new URL(response.headers.get('location')!, 'http://x').searchParams.get('status');
const outbox = () => testDb.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
const linkIn = (text: string) => {
  const match = new RegExp(`https?://[^\\s]+${CONFIRM_PATH}\\?token=([^\\s]+)`).exec(text);
  if (!match) throw new Error('no confirmation link in the mail');
  return decodeURIComponent(match[1]!);
};

describe(`/api/volunteers on ${dbKind()}`, () => {
  it.each([
    [{ ...valid, name: 'A' }, 'name', 'Navn skal være mindst 2 tegn'],
    [{ ...valid, name: 'x'.repeat(101) }, 'name', 'Navn må højst være 100 tegn'],
    [{ ...valid, email: 'ikke-en-email' }, 'email', 'Ugyldig email adresse'],
    [
      { ...valid, phone: '1234' },
      'phone',
      'Skriv et dansk telefonnummer med 8 cifre, evt. med +45 foran',
    ],
    [
      { ...valid, phone: '12345678' },
      'phone',
      'Skriv et dansk telefonnummer med 8 cifre, evt. med +45 foran',
    ],
    [
      { ...valid, phone: '+46 70 123 45 67' },
      'phone',
      'Skriv et dansk telefonnummer med 8 cifre, evt. med +45 foran',
    ],
    [
      { ...valid, phone: 'ring efter kl. 17' },
      'phone',
      'Skriv et dansk telefonnummer med 8 cifre, evt. med +45 foran',
    ],
    [{ ...valid, interests: [] }, 'interests', 'Vælg mindst én ting, du gerne vil hjælpe med'],
    [
      { ...valid, interests: ['foldere', 'foldere'] },
      'interests',
      'Vælg mindst én ting, du gerne vil hjælpe med',
    ],
    [
      { ...valid, interests: ['hacke'] },
      'interests',
      'Vælg mindst én ting, du gerne vil hjælpe med',
    ],
    [
      { ...valid, interests: 'foldere' },
      'interests',
      'Vælg mindst én ting, du gerne vil hjælpe med',
    ],
    [{ ...valid, times: ['nat'] }, 'times', 'Vælg hverdage, aftener og/eller weekender'],
    [{ ...valid, message: 'x'.repeat(501) }, 'message', 'Besked må højst være 500 tegn'],
    [{ ...valid, consent: false }, 'consent', 'Du skal give samtykke'],
    [{ ...valid, consent: undefined }, 'consent', 'Du skal give samtykke'],
    [{ ...valid, role: 'admin' }, 'role', 'Ukendt nøgle: "role"'],
  ])(
    'refuses %j with 422, the Danish message, and stores nothing',
    async (body, field, message) => {
      const res = await send(body);
      expect(res.status).toBe(422);
      expect(res.body.error).toEqual({ code: 'validation_failed', message, field });
      expect(await rowCount(testDb, volunteers)).toBe(0);
      expect(await rowCount(testDb, mailOutbox)).toBe(0);
    },
  );

  it.each(hostileStrings)(
    'refuses %s as the name with 422 and stores nothing',
    async (_, value) => {
      const res = await send({ ...valid, name: value });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ field: 'name', message: expect.stringMatching(/\S/) });
      expect(await rowCount(testDb, volunteers)).toBe(0);
    },
  );

  it.each(hostileBodies)('refuses %s with a 4xx envelope', async (_, raw) => {
    const res = await send(raw);
    expect([400, 422]).toContain(res.status);
    expect(res.body.error.message).toMatch(/\S/);
    expect(await rowCount(testDb, volunteers)).toBe(0);
  });

  it('refuses another site with 403 and stores nothing', async () => {
    const res = await send(valid, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await rowCount(testDb, volunteers)).toBe(0);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    expect((await send({ ...valid, website: 'http://spam.example' })).status).toBe(201);
    expect(await rowCount(testDb, volunteers)).toBe(0);
    expect(await rowCount(testDb, mailOutbox)).toBe(0);
  });

  it('stores an unconfirmed sign-up with the phone normalised to +45 and its consent version; the phone is optional', async () => {
    expect((await send(valid)).status).toBe(201);
    expect(await findVolunteer(testDb.db, 'ANNA@example.dk')).toMatchObject({
      name: 'Anna Hansen',
      phone: '+4520123456',
      interests: ['foldere', 'koersel'],
      times: ['aftener'],
      consentVersion: volunteerConsent.version,
      confirmedAt: null,
    });
    expect(
      (
        await send({
          ...valid,
          email: 'bo@example.dk',
          phone: '',
          times: undefined,
          message: undefined,
        })
      ).status,
    ).toBe(201);
    expect(await findVolunteer(testDb.db, 'bo@example.dk')).toMatchObject({
      phone: null,
      times: [],
      message: null,
    });
  });

  // Issue 45, item 5: without a mail of its own, a later sign-up changes nothing (the owner's link confirms what the
  // owner sent); tests/api/trust-signup.test.ts has the whole case.
  it('the same email again (any case) keeps the one row as it was and sends no second mail within 24 hours', async () => {
    expect((await send(valid)).status).toBe(201);
    expect(
      (
        await send({
          ...valid,
          email: ' ANNA@Example.DK ',
          name: 'Anna B. Hansen',
          interests: ['stand'],
        })
      ).status,
    ).toBe(201);
    expect(await rowCount(testDb, volunteers)).toBe(1);
    expect(await findVolunteer(testDb.db, 'anna@example.dk')).toMatchObject({
      name: 'Anna Hansen',
      interests: ['foldere', 'koersel'],
    });
    const mails = await outbox();
    expect(mails.map((m) => m.kind)).toEqual(['volunteer_confirm']);
  });

  raceTest(
    'two sign-ups for one address at the same moment give one row and one confirmation mail',
    async () => {
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          send({
            ...valid,
            email: i % 2 ? 'Samtidig@example.dk' : 'samtidig@example.dk',
            name: `Person ${i}`,
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
      expect(await rowCount(testDb, volunteers)).toBe(1);
      expect((await outbox()).filter((m) => m.kind === 'volunteer_confirm')).toHaveLength(1);
    },
  );

  it('at most one confirmation mail per address per 24 hours (driven clock); a newer mail replaces the older link', async () => {
    // The links expire 72 hours after their sign-up's clock, in 2029: still valid when the real clock confirms them.
    const t0 = new Date('2029-06-01T10:00:00Z');
    const confirmMails = async () =>
      (await outbox()).filter((m) => m.kind === 'volunteer_confirm').map((m) => m.textBody);
    const details = {
      name: 'Anna',
      email: 'anna@example.dk',
      phone: null,
      interests: ['stand'],
      times: [],
      message: null,
      consentVersion: 'v',
    };
    const at = (hours: number) => new Date(t0.getTime() + hours * 3_600_000);
    for (const hours of [0, 1, 23.9]) await signUp(details, at(hours));
    expect(await confirmMails()).toHaveLength(1);
    await signUp(details, at(24.1));
    const mails = await confirmMails();
    expect(mails).toHaveLength(2);
    expect((await confirmRequest(linkIn(mails[0]!))).headers.get('location')).toBe(
      `${CONFIRM_PATH}?status=ugyldig`,
    );
    expect((await findVolunteer(testDb.db, 'anna@example.dk'))!.confirmedAt).toBeNull();
    expect(outcome(await confirmRequest(linkIn(mails[1]!)))).toBe('bekraeftet');
  });

  it('the whole double opt-in through a real SMTP server: confirmation mail, link, then the notification with Reply-To', async () => {
    expect((await send(valid)).status).toBe(201);
    await runAfterTasks();
    const [confirmation] = await sink.waitFor(1);
    expect(confirmation!.envelope.to).toEqual(['anna@example.dk']);
    expect(confirmation!.parsed.subject).toBe(
      'Bekræft din tilmelding som frivillig hos Fremtidslisten',
    );
    // Unconfirmed: the campaign has heard nothing.
    expect(sink.received).toHaveLength(1);
    const token = linkIn(confirmation!.parsed.text!);
    expect(confirmation!.parsed.html).toContain(
      `${CONFIRM_PATH}?token=${encodeURIComponent(token)}`,
    );

    const res = await confirmRequest(token);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${CONFIRM_PATH}?status=bekraeftet`);
    await runAfterTasks();
    const [, notification] = await sink.waitFor(2);
    expect(notification!.envelope.to).toEqual([inbox]);
    expect(notification!.parsed.replyTo?.value).toEqual([
      { name: 'Anna Hansen', address: 'anna@example.dk' },
    ]);
    expect(notification!.parsed.subject).toBe('[Frivillig] Anna Hansen vil hjælpe');
    expect(notification!.parsed.text).toContain(
      'Vil gerne: Dele foldere ud, Køre vælgere på valgdagen',
    );
    expect(notification!.parsed.text).toContain('Telefon: +4520123456');
    const row = await findVolunteer(testDb.db, 'anna@example.dk');
    expect(row!.confirmedAt).toBeInstanceOf(Date);

    // The same link again: a clear answer, nothing changed, no second notification.
    expect(outcome(await confirmRequest(token))).toBe('brugt');
    await runAfterTasks();
    expect((await findVolunteer(testDb.db, 'anna@example.dk'))!.confirmedAt).toEqual(
      row!.confirmedAt,
    );
    expect((await outbox()).map((m) => m.kind)).toEqual(['volunteer_confirm', 'volunteer']);

    // A confirmed sign-up is not changed by a stranger while no new link can be mailed.
    expect((await send({ ...valid, name: 'Nogen Andens' })).status).toBe(201);
    expect(await findVolunteer(testDb.db, 'anna@example.dk')).toMatchObject({
      name: 'Anna Hansen',
      confirmedAt: row!.confirmedAt,
    });
  });

  // Issue 34, item 1: a re-sign-up of a confirmed address is a proposal its owner confirms from the inbox.
  it('a re-sign-up of a confirmed address changes nothing until the owner confirms it from the inbox', async () => {
    expect((await send(valid)).status).toBe(201);
    expect(outcome(await confirmRequest(linkIn((await outbox())[0]!.textBody)))).toBe('bekraeftet');
    const confirmed = (await findVolunteer(testDb.db, 'anna@example.dk'))!;
    // A day later (the 24-hour mail throttle no longer holds it back), a stranger sends other details for the address.
    await testDb.db
      .update(mailOutbox)
      .set({ createdAt: sql`${mailOutbox.createdAt} - interval '25 hours'` });
    const stranger = {
      ...valid,
      email: 'ANNA@example.dk',
      name: 'Nogen Andens',
      phone: '30 00 00 00',
      interests: ['stand'],
      times: [],
      message: 'Slet mig',
    };
    const res = await send(stranger);
    expect(res).toMatchObject({ status: 201, body: { ok: true } });
    // The confirmed volunteer is unchanged: same details, still confirmed, still on the room's list and the CLI's.
    expect(await findVolunteer(testDb.db, 'anna@example.dk')).toMatchObject({
      name: 'Anna Hansen',
      email: 'anna@example.dk',
      phone: '+4520123456',
      interests: ['foldere', 'koersel'],
      message: 'Jeg har bil og kan køre på valgdagen.',
      confirmedAt: confirmed.confirmedAt,
      updatedAt: confirmed.updatedAt,
    });
    expect((await listConfirmedVolunteers(testDb.db)).map((v) => v.name)).toEqual(['Anna Hansen']);
    // The purge the next day keeps her and the proposal (a confirmed sign-up lives until 60 days after the election).
    await purgeExpired(testDb.db, new Date(Date.now() + 86_400_000));
    expect((await listConfirmedVolunteers(testDb.db)).map((v) => v.name)).toEqual(['Anna Hansen']);
    // Only the owner's inbox can make the change: the mail to the address carries the link.
    const change = (await outbox()).filter((m) => m.kind === 'volunteer_confirm').at(-1)!;
    expect(change.recipient).toBe('anna@example.dk');
    expect(change.textBody).toContain('Intet er ændret, før du bekræfter');
    expect(outcome(await confirmRequest(linkIn(change.textBody)))).toBe('bekraeftet');
    expect(await findVolunteer(testDb.db, 'anna@example.dk')).toMatchObject({
      name: 'Nogen Andens',
      phone: '+4530000000',
      interests: ['stand'],
      pending: null,
    });
    expect((await findVolunteer(testDb.db, 'anna@example.dk'))!.confirmedAt).toBeInstanceOf(Date);
    expect(outcome(await confirmRequest(linkIn(change.textBody)))).toBe('brugt');
  });

  it('a confirmed volunteer re-signing up gets the same answer as a new one, and the old link cannot apply the change', async () => {
    expect((await send(valid)).status).toBe(201);
    const first = linkIn((await outbox())[0]!.textBody);
    expect(outcome(await confirmRequest(first))).toBe('bekraeftet');
    await testDb.db
      .update(mailOutbox)
      .set({ createdAt: sql`${mailOutbox.createdAt} - interval '25 hours'` });
    const answers = [
      await send({ ...valid, name: 'Anna Ny' }),
      await send({ ...valid, email: 'ny@example.dk' }),
    ];
    expect(answers.map((a) => [a.status, a.body])).toEqual([
      [201, { ok: true }],
      [201, { ok: true }],
    ]);
    expect(outcome(await confirmRequest(first))).toBe('ugyldig');
    expect(await findVolunteer(testDb.db, 'anna@example.dk')).toMatchObject({
      name: 'Anna Hansen',
    });
    // Left unconfirmed, the proposal goes with the purge after 7 days; the volunteer stays, confirmed and unchanged.
    const change = linkIn(
      (await outbox()).filter((m) => m.recipient === 'anna@example.dk').at(-1)!.textBody,
    );
    expect(
      (await purgeExpired(testDb.db, new Date(Date.now() + 8 * 86_400_000))).volunteer_changes,
    ).toBe(1);
    expect(await findVolunteer(testDb.db, 'anna@example.dk')).toMatchObject({
      name: 'Anna Hansen',
      pending: null,
    });
    expect((await listConfirmedVolunteers(testDb.db)).map((v) => v.email)).toContain(
      'anna@example.dk',
    );
    expect(outcome(await confirmRequest(change))).toBe('brugt');
  });

  it('a forged, truncated, expired or missing link is refused with a Danish outcome and changes nothing', async () => {
    expect((await send(valid)).status).toBe(201);
    const [mail] = await outbox();
    const token = linkIn(mail!.textBody);
    const row = (await findVolunteer(testDb.db, 'anna@example.dk'))!;
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const expired = signConfirmToken(
      { id: row.id, email: row.email, nonce: row.confirmNonce! },
      new Date(Date.now() - 1000),
    );
    const otherSecret = signConfirmToken(
      { id: row.id, email: row.email, nonce: row.confirmNonce! },
      new Date(Date.now() + 3_600_000),
      'another-secret-0123456789',
    );
    const longer = token.replace(
      /^(\d+)\.(\d+)\./,
      (_, id, exp) => `${id}.${Number(exp) + 86_400}.`,
    );
    for (const [bad, status] of [
      [token.slice(0, -1) + last, 'ugyldig'],
      [token.slice(0, -5), 'ugyldig'],
      [otherSecret, 'ugyldig'],
      [longer, 'ugyldig'],
      [expired, 'udloebet'],
      ['', 'ugyldig'],
      ['1.2.3', 'ugyldig'],
    ] as const) {
      expect(outcome(await confirmRequest(bad))).toBe(status);
    }
    expect((await findVolunteer(testDb.db, 'anna@example.dk'))!.confirmedAt).toBeNull();
    expect((await outbox()).map((m) => m.kind)).toEqual(['volunteer_confirm']);
    // A body that is no form at all.
    const res = await confirmPost(
      new Request('http://localhost:3103/api/volunteers/confirm', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(outcome(res)).toBe('ugyldig');
  });

  it('a link whose sign-up was deleted (forget, purge) is refused', async () => {
    expect((await send(valid)).status).toBe(201);
    const token = linkIn((await outbox())[0]!.textBody);
    await testDb.db.delete(volunteers).where(eq(volunteers.email, 'anna@example.dk'));
    expect(outcome(await confirmRequest(token))).toBe('ugyldig');
  });
});
