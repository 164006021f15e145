// The domain services called directly, as their handlers call them: each rule's refusal with its Danish message and
// nothing stored, every bad link refused alike, and the one outbox throttle. On PGlite and (postgres project) PostgreSQL.
import { asc } from 'drizzle-orm';
import { enqueueMail, type MailThrottle } from '@/db/queries/outbox';
import {
  eventCapacity,
  eventSignups,
  mailOutbox,
  messages,
  newsletterSubscribers,
  volunteers,
} from '@/db/schema';
import { receiveMessage } from '@/lib/contact/service';
import { getEventBySlug } from '@/lib/content/events';
import { cancelSignup, placesLeft, signUpForEvent } from '@/lib/events/signup-service';
import type { OutgoingMail } from '@/lib/mail/message';
import { subscribe } from '@/lib/newsletter/service';
import { checkLink, confirm, signUp } from '@/lib/volunteers/service';
import { dbKind, testDbPerFile } from '@/tests/helpers/db';
import { jsonRequest, rowCount } from './request';

const testDb = testDbPerFile();

beforeEach(async () => {
  for (const table of [
    mailOutbox,
    messages,
    newsletterSubscribers,
    volunteers,
    eventSignups,
    eventCapacity,
  ])
    await testDb.db.delete(table);
});

const stored = async () => ({
  mails: await rowCount(testDb, mailOutbox),
  messages: await rowCount(testDb, messages),
  subscribers: await rowCount(testDb, newsletterSubscribers),
  volunteers: await rowCount(testDb, volunteers),
  signups: await rowCount(testDb, eventSignups),
});
const nothing = { mails: 0, messages: 0, subscribers: 0, volunteers: 0, signups: 0 };

describe(`event sign-up service on ${dbKind()}`, () => {
  const form = {
    event: 'debat-paa-biblioteket',
    name: 'Anna',
    email: 'anna@example.dk',
    people: 1,
  };
  const request = () => jsonRequest('/api/moed-os/tilmelding', form);
  const debate = getEventBySlug('debat-paa-biblioteket')!;

  it.each([
    ['an unknown event', 'findes-ikke', 'Arrangementet findes ikke.'],
    ['an event without sign-up', 'valgaften', 'Arrangementet har ingen tilmelding – mød bare op.'],
    [
      'a past event',
      'kaffe-med-mette-2026',
      'Arrangementet er begyndt eller slut, så tilmeldingen er lukket.',
    ],
    [
      'a cancelled event',
      'cykeltur-langs-aaen',
      'Arrangementet er aflyst, så tilmeldingen er lukket.',
    ],
  ])('refuses %s with its Danish message and stores nothing', async (_, event, message) => {
    expect(await signUpForEvent({ ...form, event }, request())).toEqual({
      status: 'refused',
      message,
      field: 'event',
    });
    expect(await stored()).toEqual(nothing);
  });

  it('closes at the start instant exactly, by the clock it is given', async () => {
    expect(await signUpForEvent(form, request(), debate.startAt)).toMatchObject({
      status: 'refused',
      message: 'Arrangementet er begyndt eller slut, så tilmeldingen er lukket.',
    });
    expect(await stored()).toEqual(nothing);
    const justBefore = new Date(debate.startAt.getTime() - 1);
    // Issue 45: stored pending, holding nothing until the owner confirms.
    expect(await signUpForEvent(form, request(), justBefore)).toMatchObject({ status: 'pending' });
  });

  it.each([
    ['an unknown event', 'findes-ikke'],
    ['an event without sign-up', 'valgaften'],
    ['no event', ''],
  ])('answers places left for %s with a refusal', async (_, slug) => {
    expect(await placesLeft(slug)).toEqual({
      status: 'refused',
      message: 'Arrangementet findes ikke, eller det har ingen tilmelding.',
      field: 'event',
    });
  });

  it.each([
    ['empty', ''],
    ['no signature', '1'],
    ['a bad id', 'abc.def'],
    ['an unknown id', '999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('refuses a cancel link that is %s and deletes nothing', async (_, token) => {
    await signUpForEvent(form, request());
    const before = await stored();
    expect(await cancelSignup(token)).toEqual({ status: 'invalid_link' });
    expect(await stored()).toEqual(before);
  });
});

describe(`volunteer service on ${dbKind()}`, () => {
  const details = {
    name: 'Anna',
    email: 'anna@example.dk',
    phone: null,
    interests: ['stand'],
    times: [],
    message: null,
    consentVersion: 'v',
  };

  it.each([
    ['missing', null],
    ['empty', ''],
    ['malformed', '1.2.3'],
    ['forged', `1.${Math.floor(Date.now() / 1000) + 3600}.${'A'.repeat(43)}`],
  ])(
    'a confirmation link that is %s is invalid, looked at or used, and changes nothing',
    async (_, token) => {
      await signUp(details);
      const before = await stored();
      expect(await checkLink(token)).toEqual({ status: 'invalid' });
      expect(await confirm(token)).toEqual({ status: 'invalid' });
      expect(await stored()).toEqual(before);
    },
  );
});

describe(`contact and newsletter services on ${dbKind()}`, () => {
  it('stores a message and its notification together, or neither when the table refuses the row', async () => {
    const good = {
      name: 'Anna',
      email: 'anna@example.dk',
      category: 'idé' as const,
      message: 'En idé om cykelstier.',
      consent: true,
    };
    const { id, outboxId } = await receiveMessage(good);
    expect(id).toBeGreaterThan(0);
    expect(outboxId).toBeGreaterThan(0);
    await expect(receiveMessage({ ...good, message: 'kort' })).rejects.toThrow();
    expect(await stored()).toEqual({ ...nothing, messages: 1, mails: 1 });
  });

  // Issue 45: pending until the owner confirms (one confirmation mail a day); a confirmed address is the duplicate.
  it('answers pending for a new or unconfirmed address and duplicate for a confirmed one, in any case', async () => {
    expect((await subscribe('Mette@Example.dk')).status).toBe('pending');
    expect((await subscribe(' METTE@example.dk ')).status).toBe('pending');
    expect(await stored()).toEqual({ ...nothing, subscribers: 1, mails: 1 });
    await testDb.db.update(newsletterSubscribers).set({ confirmedAt: new Date() });
    expect(await subscribe(' METTE@example.dk ')).toEqual({ status: 'duplicate' });
    expect(await stored()).toEqual({ ...nothing, subscribers: 1, mails: 1 });
  });
});

describe(`the outbox throttle on ${dbKind()}`, () => {
  const mail = (aboutEmail: string, kind: OutgoingMail['kind'] = 'event'): OutgoingMail => ({
    kind,
    recipient: aboutEmail,
    aboutEmail,
    subject: 'Emne',
    textBody: 'Tekst',
    htmlBody: '<p>Tekst</p>',
    replyTo: null,
    headers: null,
  });
  const throttle: MailThrottle = { max: 2, withinMs: 3_600_000 };
  const t0 = new Date('2029-05-01T12:00:00Z');
  const after = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

  it('lets max mails of a kind reach one address (any case) in the window, then none until it has passed', async () => {
    const sent = [];
    for (const [address, minutes] of [
      ['anna@example.dk', 0],
      ['ANNA@example.dk', 10],
      ['anna@example.DK', 20],
      ['anna@example.dk', 59],
      ['anna@example.dk', 61],
    ] as const)
      sent.push(await enqueueMail(testDb.db, mail(address), { throttle, at: after(minutes) }));
    expect(sent.map((id) => id !== null)).toEqual([true, true, false, false, true]);
    const rows = await testDb.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    expect(rows.map((r) => r.createdAt)).toEqual([after(0), after(10), after(61)]);
  });

  it('counts each kind and each address on its own', async () => {
    for (let i = 0; i < 2; i++)
      await enqueueMail(testDb.db, mail('anna@example.dk'), { throttle, at: t0 });
    expect(await enqueueMail(testDb.db, mail('anna@example.dk'), { throttle, at: t0 })).toBeNull();
    expect(
      await enqueueMail(testDb.db, mail('anna@example.dk', 'welcome'), { throttle, at: t0 }),
    ).not.toBeNull();
    expect(
      await enqueueMail(testDb.db, mail('bo@example.dk'), { throttle, at: t0 }),
    ).not.toBeNull();
    // Without a throttle a mail is always queued.
    expect(await enqueueMail(testDb.db, mail('anna@example.dk'))).toBeGreaterThan(0);
  });
});
