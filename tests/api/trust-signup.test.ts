// Issue 45, items 1, 2 and 5, on PGlite and (postgres project) PostgreSQL, every mail through a real SMTP server:
// the newsletter and event sign-ups are double opt-in as volunteers are (nothing but the confirmation mail, no place held,
// until the owner confirms with a POST from the link's page), the mail limit holds against +tag variants, the public
// count of an event moves only on a confirmation and is the same for a known and a new address, and a later volunteer
// sign-up never changes what the owner's link confirms.
import { readFileSync } from 'node:fs';
import { jest } from '@jest/globals';
import ICAL from 'ical.js';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { POST as confirmEventPost } from '@/app/api/moed-os/bekraeft/route';
import { GET as placesGet, POST as eventPost } from '@/app/api/moed-os/tilmelding/route';
import { POST as confirmNewsletterPost } from '@/app/api/newsletter/confirm/route';
import { POST as newsletterPost } from '@/app/api/newsletter/route';
import { POST as confirmVolunteerPost } from '@/app/api/volunteers/confirm/route';
import { findSubscriber } from '@/db/queries/newsletter';
import { countRecipients } from '@/db/queries/newsletter-sends';
import {
  eventCapacity,
  eventSignups,
  mailOutbox,
  newsletterSubscribers,
  volunteers,
} from '@/db/schema';
import { getEventBySlug } from '@/lib/content/events';
import { checkEventLink } from '@/lib/events/signup-service';
import { env } from '@/lib/env';
import { setAfterResponse } from '@/lib/mail/send-soon';
import { checkSubscription } from '@/lib/newsletter/service';
import { signConfirmToken } from '@/lib/stewardship/confirm-token';
import { purgeExpired } from '@/lib/stewardship/purge';
import { signUp as volunteerSignUp } from '@/lib/volunteers/service';
import { dbKind, raceTest, testDbPerFile } from '@/tests/helpers/db';
import { startSmtpSink, type SmtpSink } from '@/tests/helpers/smtp-sink';
import { call, jsonRequest } from './request';

const testDb = testDbPerFile();

const afterTasks: Promise<void>[] = [];
const runAfterTasks = async () => {
  await Promise.all(afterTasks.splice(0));
};

let sink: SmtpSink;
const saved = { SMTP_URL: env.SMTP_URL, VOLUNTEER_SECRET: env.VOLUNTEER_SECRET };
beforeAll(async () => {
  sink = await startSmtpSink();
  env.SMTP_URL = sink.url;
  env.VOLUNTEER_SECRET = 'volunteer-test-secret-0123456789';
  setAfterResponse((task) => void afterTasks.push(task()));
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(runAfterTasks);
afterAll(async () => {
  setAfterResponse(undefined);
  Object.assign(env, saved);
  await sink.close();
});
beforeEach(async () => {
  await runAfterTasks();
  await testDb.db.delete(mailOutbox);
  await testDb.db.delete(newsletterSubscribers);
  await testDb.db.delete(eventSignups);
  await testDb.db.delete(eventCapacity);
  await testDb.db.delete(volunteers);
  sink.received.length = 0;
});

const form = (token: string) => ({
  method: 'POST',
  body: new URLSearchParams({ token }),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const outcome = (response: Response) =>
  new URL(response.headers.get('location')!, 'http://x').searchParams.get('status');
const confirmNewsletter = async (token: string) =>
  outcome(
    await confirmNewsletterPost(
      new Request('http://localhost:3103/api/newsletter/confirm', form(token)),
    ),
  );
const confirmEvent = async (token: string) =>
  outcome(
    await confirmEventPost(new Request('http://localhost:3103/api/moed-os/bekraeft', form(token))),
  );
const confirmVolunteer = async (token: string) =>
  outcome(
    await confirmVolunteerPost(
      new Request('http://localhost:3103/api/volunteers/confirm', form(token)),
    ),
  );

/** The token of the confirmation link `path` in a mail's text. */
const linkIn = (text: string, path: string) => {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=([^\\s]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in the mail`);
  return decodeURIComponent(match[1]!);
};
/** Mails that arrived at the SMTP server for one address, in order, once the queued sends are done. */
const arrivedFor = async (email: string) => {
  await runAfterTasks();
  return sink.received.filter((m) =>
    m.envelope.to.some((to) => to.toLowerCase() === email.toLowerCase()),
  );
};
const arrived = async () => {
  await runAfterTasks();
  return sink.received;
};

const subscribe = (body: object) =>
  call(newsletterPost, jsonRequest('/api/newsletter', { consent: true, ...body }));

describe(`issue 45: the newsletter's double opt-in on ${dbKind()}`, () => {
  const allTopics = ['byraadet', 'arrangementer', 'kandidatbreve'];
  const recipients = () => countRecipients(testDb.db, { slug: 'proeve', topics: allTopics });

  it('a sign-up gets nothing but the confirmation mail; the GET looks, the POST confirms, then the welcome and newsletters', async () => {
    const res = await subscribe({ email: 'Nora@Example.dk' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    const [first, ...more] = await arrived();
    expect(more).toHaveLength(0);
    expect(first!.parsed.subject).toMatch(/^Bekræft din tilmelding til nyhedsbrevet/);
    expect(first!.parsed.text).toContain('Du får først nyhedsbrevet, når du har bekræftet');
    expect(first!.parsed.text).not.toMatch(/afmeld/i);
    expect(await findSubscriber(testDb.db, 'nora@example.dk')).toMatchObject({ confirmedAt: null });
    expect(await recipients()).toBe(0);

    const token = linkIn(first!.parsed.text!, '/nyhedsbrev/bekraeft');
    // The page's GET (and a mail scanner) only looks.
    expect((await checkSubscription(token)).status).toBe('valid');
    expect((await checkSubscription(token)).status).toBe('valid');
    expect(await recipients()).toBe(0);

    expect(await confirmNewsletter(token)).toBe('bekraeftet');
    expect((await findSubscriber(testDb.db, 'nora@example.dk'))?.confirmedAt).toBeInstanceOf(Date);
    expect(await recipients()).toBe(1);
    const welcome = (await arrived())[1]!;
    expect(welcome.parsed.subject).toMatch(/^Velkommen til nyhedsbrevet/);
    expect(welcome.parsed.text).toMatch(/\/nyhedsbrev\/afmeld\?token=/);
    expect(await confirmNewsletter(token)).toBe('brugt');
    // The specification's duplicate answer, word for word, once the address is confirmed.
    const again = await subscribe({ email: 'NORA@example.dk' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Denne email er allerede tilmeldt nyhedsbrevet.');
  });

  it('refuses a forged, expired or other-purpose link in Danish and changes nothing', async () => {
    await subscribe({ email: 'ole@example.dk' });
    const [row] = await testDb.db.select().from(newsletterSubscribers);
    const subject = { id: row!.id, email: row!.email, nonce: row!.confirmNonce! };
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 3_600_000);
    expect(await confirmNewsletter(signConfirmToken('newsletter', subject, past))).toBe('udloebet');
    expect(await confirmNewsletter(signConfirmToken('volunteer', subject, future))).toBe('ugyldig');
    expect(
      await confirmNewsletter(signConfirmToken('newsletter', subject, future, 'x'.repeat(32))),
    ).toBe('ugyldig');
    expect(await confirmNewsletter(`${row!.id}.9999999999.${'A'.repeat(43)}`)).toBe('ugyldig');
    expect(await confirmNewsletter('')).toBe('ugyldig');
    expect((await findSubscriber(testDb.db, 'ole@example.dk'))?.confirmedAt).toBeNull();
  });

  it('sends one confirmation mail a day to an address, however it is +tagged or cased', async () => {
    for (const email of ['per@example.dk', 'per+1@example.dk', 'PER+nyhed@Example.dk'])
      expect((await subscribe({ email })).status).toBe(201);
    expect((await arrived()).map((m) => m.envelope.to[0])).toEqual(['per@example.dk']);
  });

  it("a stranger's later sign-up of a pending address changes nothing the owner's link confirms", async () => {
    await subscribe({ email: 'liv@example.dk', topics: ['arrangementer'] });
    const token = linkIn((await arrived())[0]!.parsed.text!, '/nyhedsbrev/bekraeft');
    expect((await subscribe({ email: 'LIV@example.dk', topics: ['byraadet'] })).status).toBe(201);
    expect(await arrived()).toHaveLength(1);
    expect(await confirmNewsletter(token)).toBe('bekraeftet');
    expect((await findSubscriber(testDb.db, 'liv@example.dk'))?.topics).toEqual(['arrangementer']);
  });

  it('subscribers stored before double opt-in count as confirmed (the migration backfill)', async () => {
    await testDb.db.insert(newsletterSubscribers).values({
      email: 'gammel@example.dk',
      consent: true,
      consentVersion: 'v1',
      consentedAt: new Date('2025-03-01T10:00:00Z'),
    });
    const migration = readFileSync('db/migrations/0008_trust-signup.sql', 'utf8');
    const backfill = migration.slice(migration.indexOf('-- custom (trust-signup):'));
    await testDb.db.execute(sql.raw(backfill));
    expect((await findSubscriber(testDb.db, 'gammel@example.dk'))?.confirmedAt).toEqual(
      new Date('2025-03-01T10:00:00Z'),
    );
    expect(await recipients()).toBe(1);
  });

  it('the purge deletes an unconfirmed sign-up after 7 days and keeps a confirmed one', async () => {
    await subscribe({ email: 'venter@example.dk' });
    await testDb.db.insert(newsletterSubscribers).values({
      email: 'bekraeftet@example.dk',
      consent: true,
      consentVersion: 'v1',
      confirmedAt: new Date(),
    });
    const week = 7 * 86_400_000;
    expect(
      (await purgeExpired(testDb.db, new Date(Date.now() + week - 60_000))).newsletter_unconfirmed,
    ).toBe(0);
    expect(
      (await purgeExpired(testDb.db, new Date(Date.now() + week + 60_000))).newsletter_unconfirmed,
    ).toBe(1);
    const left = await testDb.db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers);
    expect(left).toEqual([{ email: 'bekraeftet@example.dk' }]);
  });
});

const debate = getEventBySlug('debat-paa-biblioteket')!;
const signUp = (body: object, headers?: Record<string, string>) =>
  call(
    eventPost,
    jsonRequest(
      '/api/moed-os/tilmelding',
      { event: debate.slug, name: 'Anna Hansen', people: 1, consent: true, ...body },
      headers,
    ),
  );
const placesLeft = async () =>
  (
    await call(
      placesGet,
      new Request(`http://localhost:3103/api/moed-os/tilmelding?event=${debate.slug}`),
    )
  ).body;
/** The confirmation link in the newest confirmation mail to `email`. */
const eventLinkFor = async (email: string) => {
  const asks = (await arrivedFor(email)).filter((m) => m.parsed.subject?.startsWith('Bekræft'));
  return linkIn(asks.at(-1)!.parsed.text!, '/moed-os/bekraeft');
};
/** Signs `email` up and confirms it from the mail: a place held, as before issue 45 a sign-up did at once. */
const book = async (email: string, people = 1) => {
  expect((await signUp({ email, people })).status).toBe(201);
  return confirmEvent(await eventLinkFor(email));
};

describe(`issue 45: event sign-ups hold nothing until the owner confirms, on ${dbKind()}`, () => {
  it('a sign-up holds no place and brings no calendar; the confirmation does, and only then the count moves', async () => {
    expect(await placesLeft()).toEqual({ capacity: 10, left: 10, full: false });
    const res = await signUp({ email: 'eva@example.dk', people: 3 });
    expect([res.status, res.body]).toEqual([201, { ok: true, status: 'pending' }]);
    expect(await placesLeft()).toEqual({ capacity: 10, left: 10, full: false });
    const [ask] = await arrived();
    expect(ask!.parsed.subject).toBe(`Bekræft din tilmelding: ${debate.title}`);
    expect(ask!.parsed.attachments).toHaveLength(0);
    const token = linkIn(ask!.parsed.text!, '/moed-os/bekraeft');
    expect((await checkEventLink(token)).status).toBe('valid');
    expect(await placesLeft()).toEqual({ capacity: 10, left: 10, full: false });

    expect(await confirmEvent(token)).toBe('bekraeftet');
    expect(await placesLeft()).toEqual({ capacity: 10, left: 7, full: false });
    const done = (await arrived())[1]!;
    expect(done.parsed.subject).toBe(`Du er tilmeldt: ${debate.title}`);
    const ics = done.parsed.attachments.find((a) => a.filename === 'debat-paa-biblioteket.ics')!;
    const calendar = new ICAL.Component(ICAL.parse(ics.content.toString('utf8')));
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('summary')).toBe(
      debate.title,
    );
    expect(await confirmEvent(token)).toBe('brugt');
    expect(await placesLeft()).toEqual({ capacity: 10, left: 7, full: false });
  });

  it('refuses a forged, expired or other-purpose link in Danish and holds nothing', async () => {
    await signUp({ email: 'falsk@example.dk' });
    const [row] = await testDb.db.select().from(eventSignups);
    const subject = { id: row!.id, email: row!.email, nonce: row!.confirmNonce! };
    const future = new Date(Date.now() + 3_600_000);
    expect(
      await confirmEvent(signConfirmToken('event', subject, new Date(Date.now() - 1000))),
    ).toBe('udloebet');
    expect(await confirmEvent(signConfirmToken('newsletter', subject, future))).toBe('ugyldig');
    expect(await confirmEvent(`${row!.id}.9999999999.${'A'.repeat(43)}`)).toBe('ugyldig');
    expect(await confirmEvent('ikke-et-token')).toBe('ugyldig');
    expect(await placesLeft()).toEqual({ capacity: 10, left: 10, full: false });
  });

  it('filled up between the sign-up and the confirmation: the owner queues, mailed without a calendar', async () => {
    await signUp({ email: 'sen@example.dk', people: 2 });
    const late = await eventLinkFor('sen@example.dk');
    expect(await book('fyld@example.dk', 5)).toBe('bekraeftet');
    expect(await book('fyld2@example.dk', 4)).toBe('bekraeftet');
    expect(await confirmEvent(late)).toBe('venteliste');
    expect(await placesLeft()).toEqual({ capacity: 10, left: 1, full: true });
    const waiting = (await arrivedFor('sen@example.dk')).at(-1)!;
    expect(waiting.parsed.subject).toBe(`Du er på ventelisten: ${debate.title}`);
    expect(waiting.parsed.attachments).toHaveLength(0);
  });

  it('a confirmation for an address already holding a place changes nothing', async () => {
    expect(await book('to@example.dk', 2)).toBe('bekraeftet');
    expect(await book('TO@example.dk', 5)).toBe('allerede');
    expect(await placesLeft()).toEqual({ capacity: 10, left: 8, full: false });
  });

  it('the purge deletes a pending sign-up after 7 days, and keeps a confirmed one', async () => {
    await signUp({ email: 'glemt@example.dk' });
    expect(await book('holdt@example.dk')).toBe('bekraeftet');
    const week = 7 * 86_400_000;
    const report = await purgeExpired(testDb.db, new Date(Date.now() + week + 60_000));
    expect(report.event_signups_unconfirmed).toBe(1);
    const left = await testDb.db.select({ email: eventSignups.email }).from(eventSignups);
    expect(left).toEqual([{ email: 'holdt@example.dk' }]);
  });

  raceTest(
    'two confirmations racing for the last place: one holds it, the other queues',
    async () => {
      expect(await book('mange@example.dk', 5)).toBe('bekraeftet');
      expect(await book('flere@example.dk', 4)).toBe('bekraeftet');
      await signUp({ email: 'a@example.dk' });
      await signUp({ email: 'b@example.dk' });
      const links = [await eventLinkFor('a@example.dk'), await eventLinkFor('b@example.dk')];
      const outcomes = await Promise.all(links.map(confirmEvent));
      expect(outcomes.sort()).toEqual(['bekraeftet', 'venteliste']);
      expect(await placesLeft()).toEqual({ capacity: 10, left: 0, full: true });
      const rows = await testDb.db
        .select({ status: eventSignups.status, n: sql<number>`count(*)::int` })
        .from(eventSignups)
        .groupBy(eventSignups.status)
        .orderBy(asc(eventSignups.status));
      expect(rows.map((r) => [r.status, Number(r.n)])).toEqual([
        ['confirmed', 3],
        ['waiting', 1],
      ]);
    },
  );
});

describe(`issue 45, item 2: nothing tells a known address from a new one, on ${dbKind()}`, () => {
  const savedLimits = {
    RATE_LIMIT_ENABLED: env.RATE_LIMIT_ENABLED,
    TRUSTED_PROXY_HOPS: env.TRUSTED_PROXY_HOPS,
  };
  afterEach(() => Object.assign(env, savedLimits));

  /** What a stranger sees for a run of sign-ups of one address from one client: answers and the public count. */
  async function observe(email: string, ip: string) {
    const seen: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await signUp({ email, people: 2 }, { 'x-forwarded-for': ip });
      seen.push([res.status, res.body, await placesLeft()]);
    }
    return seen;
  }

  it('the public count moves for no sign-up, of a new address or a known one', async () => {
    const before = await placesLeft();
    await signUp({ email: 'helt-ny@example.dk', people: 2 });
    expect(await placesLeft()).toEqual(before);
    await signUp({ email: 'HELT-NY@example.dk', people: 2 });
    expect(await placesLeft()).toEqual(before);
  });

  it('answers, status codes, the public count and the per-client bound are the same', async () => {
    Object.assign(env, { RATE_LIMIT_ENABLED: true, TRUSTED_PROXY_HOPS: 1 });
    expect(await book('kendt@example.dk', 2)).toBe('bekraeftet');
    const before = await placesLeft();
    const known = await observe('KENDT@example.dk', '203.0.113.7');
    const fresh = await observe('ny@example.dk', '203.0.113.8');
    expect(known).toEqual(fresh);
    // Three sign-ups of two people fit the bound of six; the fourth is refused for both, and nothing moved the count.
    expect(known.map((k) => (k as [number])[0])).toEqual([201, 201, 201, 429]);
    expect(await placesLeft()).toEqual(before);
  });
});

describe(`issue 45, item 5: a volunteer's link confirms what its owner sent, on ${dbKind()}`, () => {
  const owner = {
    name: 'Anna Hansen',
    email: 'anna@example.dk',
    phone: '+4520123456',
    interests: ['foldere'],
    times: ['aftener'],
    message: 'Jeg kan dele foldere ud.',
    consentVersion: 'v1',
  };
  const stranger = {
    ...owner,
    email: 'ANNA@example.dk',
    name: 'Mallory',
    phone: '+4599999999',
    message: 'Ring til mig',
  };
  const stored = async () =>
    (await testDb.db.select().from(volunteers).where(eq(volunteers.id, volunteers.id)))[0]!;

  it("a stranger's sign-up within the mail limit does not change the details the owner's link confirms", async () => {
    await volunteerSignUp(owner);
    const token = linkIn((await arrived())[0]!.parsed.text!, '/bliv-frivillig/bekraeft');
    await volunteerSignUp(stranger);
    expect(await arrived()).toHaveLength(1);
    expect(await confirmVolunteer(token)).toBe('bekraeftet');
    expect(await stored()).toMatchObject({
      name: 'Anna Hansen',
      phone: '+4520123456',
      message: 'Jeg kan dele foldere ud.',
    });
  });

  it("a later sign-up with its own mail is its own proposal: the owner's older link never confirms it", async () => {
    const start = new Date();
    await volunteerSignUp(owner, start);
    const ownersLink = linkIn((await arrived())[0]!.parsed.text!, '/bliv-frivillig/bekraeft');
    await volunteerSignUp(stranger, new Date(start.getTime() + 25 * 3_600_000));
    // Queued for its own clock, a day on: read from the outbox, where it waits to be sent.
    const [latest] = await testDb.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'volunteer_confirm'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const strangersLink = linkIn(latest!.textBody, '/bliv-frivillig/bekraeft');
    expect(await confirmVolunteer(ownersLink)).toBe('ugyldig');
    expect((await stored()).confirmedAt).toBeNull();
    expect(await confirmVolunteer(strangersLink)).toBe('bekraeftet');
    expect(await stored()).toMatchObject({ name: 'Mallory' });
  });
});
