// Issue 48: the forms of /kontakt and /bliv-frivillig load their code on the visitor's first touch, so a form sent before
// it arrives (or after it failed to load) is posted by the browser itself. Each route takes that post through the same
// guard, schema and work as its JSON, and answers with a Danish page: shown here for each route, with its bad inputs,
// on PGlite and (postgres project) PostgreSQL.
import { jest } from '@jest/globals';
import { isNull } from 'drizzle-orm';
import { POST as contactPost } from '@/app/api/contact/route';
import { POST as newsletterPost } from '@/app/api/newsletter/route';
import { POST as volunteersPost } from '@/app/api/volunteers/route';
import { listMessages } from '@/db/queries/messages';
import { findSubscriber } from '@/db/queries/newsletter';
import { findVolunteer } from '@/db/queries/volunteers';
import { mailOutbox, messages, newsletterSubscribers, volunteers } from '@/db/schema';
import { env } from '@/lib/env';
import { setAfterResponse } from '@/lib/mail/send-soon';
import { contactConsent } from '@/lib/validation/consent';
import { contactDone } from '@/lib/validation/contact';
import { newsletterDone } from '@/lib/validation/newsletter';
import { volunteerConsent, volunteerDone } from '@/lib/validation/volunteer';
import { dbKind, testDbPerFile } from '@/tests/helpers/db';
import { encodeForm, rowCount, sendForm, type FormFields } from './request';

const testDb = testDbPerFile();

// Mail is queued in the outbox and sent after the response; here the "after" tasks are collected and dropped, since
// what is under test is what the post stored and answered (the mails themselves are shown by each route's own tests).
const saved = { VOLUNTEER_SECRET: env.VOLUNTEER_SECRET };
beforeAll(() => {
  env.VOLUNTEER_SECRET = 'volunteer-test-secret-0123456789';
  setAfterResponse(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterAll(() => {
  setAfterResponse(undefined);
  Object.assign(env, saved);
});
beforeEach(async () => {
  await testDb.db.delete(mailOutbox);
  await testDb.db.delete(messages);
  await testDb.db.delete(newsletterSubscribers);
  await testDb.db.delete(volunteers);
});

/** The answer page's frame, the same for every route: Danish, uncached, scriptless, not indexed. */
function expectAnswerPage(res: Awaited<ReturnType<typeof sendForm>>) {
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(res.headers.get('x-robots-tag')).toBe('noindex');
  expect(res.html).toContain('<html lang="da">');
  expect(res.html).not.toContain('<script');
}

const routes = {
  contact: {
    post: (fields: FormFields, headers?: Record<string, string>) =>
      sendForm(contactPost, '/api/contact', fields, headers),
    // What the server HTML posts: a ticked box sends consent=on; the hidden honeypot goes along empty.
    good: {
      name: 'Mette Lund',
      email: 'mette@example.dk',
      category: 'idé',
      message: 'Hvornår kommer der cykelsti ved Lyngbæk Skole?',
      consent: 'on',
      website: '',
    } as Record<string, string | string[]>,
    table: messages,
    refused: 'Beskeden er ikke sendt',
    back: '/kontakt',
  },
  newsletter: {
    post: (fields: FormFields, headers?: Record<string, string>) =>
      sendForm(newsletterPost, '/api/newsletter', fields, headers),
    good: {
      email: 'jens@example.dk',
      topics: ['arrangementer'],
      consent: 'on',
      website: '',
    } as Record<string, string | string[]>,
    table: newsletterSubscribers,
    refused: 'Tilmeldingen er ikke sendt',
    back: '/kontakt',
  },
  volunteers: {
    post: (fields: FormFields, headers?: Record<string, string>) =>
      sendForm(volunteersPost, '/api/volunteers', fields, headers),
    good: {
      name: 'Anna Hansen',
      email: 'anna@example.dk',
      phone: '20 12 34 56',
      interests: ['foldere', 'koersel'],
      times: ['aftener'],
      message: 'Jeg har bil.',
      consent: 'on',
      website: '',
    } as Record<string, string | string[]>,
    table: volunteers,
    refused: 'Tilmeldingen er ikke sendt',
    back: '/bliv-frivillig',
  },
};

describe(`the forms posted by the browser itself (issue 48) on ${dbKind()}`, () => {
  it('/api/contact stores the message with its consent record and answers with the toast’s words, 201', async () => {
    const res = await routes.contact.post(routes.contact.good);
    expect(res.status).toBe(201);
    expectAnswerPage(res);
    expect([res.title, res.message]).toEqual([...contactDone]);
    expect(res.back).toBe('/kontakt');
    const [row] = await listMessages(testDb.db, 5);
    expect(row).toMatchObject({
      name: 'Mette Lund',
      email: 'mette@example.dk',
      category: 'idé',
      consent: true,
      consentVersion: contactConsent.version,
    });
  });

  it('/api/newsletter stores the sign-up unconfirmed with its topics; a confirmed address gets the 409 page', async () => {
    const res = await routes.newsletter.post(routes.newsletter.good);
    expect(res.status).toBe(201);
    expectAnswerPage(res);
    expect([res.title, res.message]).toEqual([...newsletterDone]);
    expect(await findSubscriber(testDb.db, 'jens@example.dk')).toMatchObject({
      topics: ['arrangementer'],
      confirmedAt: null,
    });
    // Unconfirmed, the same address again is answered as a sign-up, byte for byte.
    const again = await routes.newsletter.post({
      ...routes.newsletter.good,
      email: 'JENS@example.dk',
    });
    expect([again.status, again.html]).toEqual([res.status, res.html]);
    await testDb.db
      .update(newsletterSubscribers)
      .set({ confirmedAt: new Date() })
      .where(isNull(newsletterSubscribers.confirmedAt));
    const confirmed = await routes.newsletter.post(routes.newsletter.good);
    expect([confirmed.status, confirmed.title, confirmed.message]).toEqual([
      409,
      'Tilmeldingen er ikke sendt',
      'Denne email er allerede tilmeldt nyhedsbrevet.',
    ]);
    expect(await rowCount(testDb, newsletterSubscribers)).toBe(1);
  });

  it('/api/newsletter: no topic ticked (none sent) is every topic', async () => {
    const { topics, ...none } = routes.newsletter.good;
    void topics;
    expect((await routes.newsletter.post(none)).status).toBe(201);
    expect(await findSubscriber(testDb.db, 'jens@example.dk')).toMatchObject({ topics: null });
  });

  it('/api/volunteers stores the sign-up unconfirmed, every ticked box, the phone normalised; a known address gets the same page', async () => {
    const res = await routes.volunteers.post(routes.volunteers.good);
    expect(res.status).toBe(201);
    expectAnswerPage(res);
    expect([res.title, res.message]).toEqual([...volunteerDone]);
    expect(res.back).toBe('/bliv-frivillig');
    expect(await findVolunteer(testDb.db, 'anna@example.dk')).toMatchObject({
      name: 'Anna Hansen',
      phone: '+4520123456',
      interests: ['foldere', 'koersel'],
      times: ['aftener'],
      message: 'Jeg har bil.',
      consentVersion: volunteerConsent.version,
      confirmedAt: null,
    });
    const again = await routes.volunteers.post(routes.volunteers.good);
    const other = await routes.volunteers.post({
      ...routes.volunteers.good,
      email: 'ny@example.dk',
    });
    expect([again.status, again.html]).toEqual([other.status, other.html]);
  });

  const badForms: [keyof typeof routes, string, Record<string, string | string[]>, string][] = [
    [
      'contact',
      'no consent (an unticked box is not sent)',
      { consent: '' },
      'Du skal acceptere vilkårene',
    ],
    ['contact', 'consent as another word', { consent: 'true' }, 'Du skal acceptere vilkårene'],
    ['contact', 'a one-letter name', { name: 'A' }, 'Navn skal være mindst 2 tegn'],
    ['contact', 'a bad email', { email: 'mette.example.dk' }, 'Ugyldig email adresse'],
    ['contact', 'no category', { category: '' }, 'Vælg venligst en kategori'],
    ['contact', 'an unknown category', { category: 'spam' }, 'Vælg venligst en kategori'],
    ['contact', 'a short message', { message: 'For kort' }, 'Besked skal være mindst 10 tegn'],
    ['contact', 'a NUL byte in the message', { message: 'Hej\u0000 med jer alle' }, ''],
    ['newsletter', 'no consent', { consent: '' }, 'Du skal give samtykke'],
    ['newsletter', 'a bad email', { email: 'ikke-en-email' }, 'Ugyldig email adresse'],
    ['newsletter', 'an unknown topic', { topics: ['findes-ikke'] }, 'Vælg blandt emnerne'],
    [
      'newsletter',
      'a topic twice',
      { topics: ['arrangementer', 'arrangementer'] },
      'Vælg blandt emnerne',
    ],
    ['newsletter', 'a topic that is markup', { topics: ['<b>x</b>'] }, 'Vælg blandt emnerne'],
    ['volunteers', 'no consent', { consent: '' }, 'Du skal give samtykke'],
    [
      'volunteers',
      'nothing ticked to help with',
      { interests: [] },
      'Vælg mindst én ting, du gerne vil hjælpe med',
    ],
    ['volunteers', 'an unknown interest', { interests: ['hacking'] }, ''],
    [
      'volunteers',
      'a foreign phone number',
      { phone: '+1 202 555 0100' },
      'Skriv et dansk telefonnummer med 8 cifre, evt. med +45 foran',
    ],
    [
      'volunteers',
      'a phone number of letters',
      { phone: 'ring til mig' },
      'Skriv et dansk telefonnummer med 8 cifre, evt. med +45 foran',
    ],
    ['volunteers', 'a bad email', { email: 'anna@' }, 'Ugyldig email adresse'],
  ];
  it.each(badForms)(
    '/api/%s refuses %s with a Danish page, 422, and stores nothing',
    async (route, _, change, message) => {
      const { post, good, table, refused, back } = routes[route];
      const res = await post({ ...good, ...change });
      expect(res.status).toBe(422);
      expectAnswerPage(res);
      expect(res.title).toBe(refused);
      if (message) expect(res.message).toBe(message);
      else expect(res.message).toMatch(/\S/);
      expect(res.back).toBe(back);
      expect(await rowCount(testDb, table)).toBe(0);
      expect(await rowCount(testDb, mailOutbox)).toBe(0);
    },
  );

  describe.each(Object.keys(routes) as (keyof typeof routes)[])('/api/%s', (route) => {
    const { post, good, table } = routes[route];

    it('refuses another site’s page with 403 in Danish, and stores nothing', async () => {
      for (const headers of <Record<string, string>[]>[
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
      ]) {
        const res = await post(good, headers);
        expect([res.status, res.message]).toEqual([
          403,
          'Forespørgsler fra andre websteder er ikke tilladt.',
        ]);
      }
      expect(await rowCount(testDb, table)).toBe(0);
    });

    it('refuses a body over 16 KB with 413 and bad UTF-8 with 400, in Danish, and stores nothing', async () => {
      const big = await post({ ...good, website: 'x'.repeat(17_000) });
      expect([big.status, big.message]).toEqual([413, 'Forespørgslen er for stor (højst 16 KB).']);
      const bytes = await post(new Uint8Array([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x3d, 0xff, 0xfe]));
      expect([bytes.status, bytes.title]).toEqual([400, routes[route].refused]);
      expect(bytes.message).toMatch(/\S/);
      expect(await rowCount(testDb, table)).toBe(0);
    });

    it('answers a filled honeypot like a success and stores nothing', async () => {
      const bot = await post({ ...good, website: 'http://spam.example' });
      expect(bot.status).toBe(201);
      expect(await rowCount(testDb, table)).toBe(0);
      expect(await rowCount(testDb, mailOutbox)).toBe(0);
      expect(bot.html).toBe((await post(good)).html);
    });

    it('reads only the form’s own fields: an extra one is ignored, a repeated one counts once', async () => {
      const res = await post(`${encodeForm(good)}&role=admin&email=other%40example.dk`);
      expect(res.status).toBe(201);
      expect(await rowCount(testDb, table)).toBe(1);
      const email = String(good.email);
      const stored =
        route === 'contact'
          ? (await listMessages(testDb.db, 5))[0]?.email
          : route === 'newsletter'
            ? (await findSubscriber(testDb.db, email))?.email
            : (await findVolunteer(testDb.db, email))?.email;
      expect(stored).toBe(email);
    });

    it('never links back to anything the request named', async () => {
      const res = await post({
        ...good,
        back: 'https://evil.example',
        website: '"><script>alert(1)</script>',
      });
      expect(res.back).toBe(routes[route].back);
      expect(res.html).not.toContain('<script');
      expect(res.html).not.toContain('evil.example');
    });
  });
});
