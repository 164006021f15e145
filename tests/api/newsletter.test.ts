import { jest } from '@jest/globals';
import { isNull } from 'drizzle-orm';
import { setDbHandle } from '@/db/index';
import { findSubscriber } from '@/db/queries/newsletter';
import { newsletterSubscribers } from '@/db/schema';
import { POST } from '@/app/api/newsletter/route';
import { newsletterConsent } from '@/lib/validation/consent';
import { dbKind, testDbPerFile } from '@/tests/helpers/db';
import {
  call,
  hostileBodies,
  hostileStrings,
  jsonRequest,
  rowCount,
  unreachableDb,
} from './request';

const testDb = testDbPerFile();

/** Every stored sign-up confirmed, as its owner's link does (tests/api/trust-signup.test.ts goes through the link). */
const confirmAll = () =>
  testDb.db
    .update(newsletterSubscribers)
    .set({ confirmedAt: new Date() })
    .where(isNull(newsletterSubscribers.confirmedAt));

const send = (body: unknown, headers?: Record<string, string>) =>
  call(POST, jsonRequest('/api/newsletter', body, headers));

describe(`/api/newsletter on ${dbKind()}`, () => {
  it('stores the sign-up unconfirmed with a consent record; once confirmed, 409 for the same email in any case', async () => {
    expect((await send({ email: ' Jens@Example.dk ', consent: true })).status).toBe(201);
    expect(await findSubscriber(testDb.db, 'jens@example.dk')).toMatchObject({
      email: 'Jens@Example.dk',
      consentVersion: newsletterConsent.version,
      confirmedAt: null,
    });
    // Issue 45: until the owner confirms from the mail, the same address is answered as a sign-up.
    expect((await send({ email: 'JENS@example.DK', consent: true })).status).toBe(201);
    await confirmAll();
    const again = await send({ email: 'JENS@example.DK', consent: true });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'already_subscribed',
      message: 'Denne email er allerede tilmeldt nyhedsbrevet.',
      field: 'email',
    });
    expect(await rowCount(testDb, newsletterSubscribers)).toBe(1);
  });

  it.each([
    [{ email: 'ikke-en-email', consent: true }, 'email', 'Ugyldig email adresse'],
    [
      { email: `${'a'.repeat(250)}@example.dk`, consent: true },
      'email',
      'Email må højst være 255 tegn',
    ],
    [{ email: 'ny@example.dk', consent: false }, 'consent', 'Du skal give samtykke'],
    [{ email: 'ny@example.dk' }, 'consent', 'Du skal give samtykke'],
    [{ email: 'ny@example.dk', consent: true, list: 'all' }, 'list', 'Ukendt nøgle: "list"'],
  ])('refuses %j with 422 and the spec message', async (body, field, message) => {
    const res = await send(body);
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code: 'validation_failed', message, field });
  });

  it('stores the ticked topics; none or all ticked is every topic (null)', async () => {
    expect(
      (await send({ email: 'a@example.dk', consent: true, topics: ['byraadet'] })).status,
    ).toBe(201);
    expect((await send({ email: 'b@example.dk', consent: true, topics: [] })).status).toBe(201);
    const all = ['byraadet', 'arrangementer', 'kandidatbreve'];
    expect((await send({ email: 'c@example.dk', consent: true, topics: all })).status).toBe(201);
    expect((await findSubscriber(testDb.db, 'a@example.dk'))?.topics).toEqual(['byraadet']);
    expect((await findSubscriber(testDb.db, 'b@example.dk'))?.topics).toBeNull();
    expect((await findSubscriber(testDb.db, 'c@example.dk'))?.topics).toBeNull();
  });

  it("lets no one change a subscribed address's topics by signing it up again", async () => {
    await send({ email: 'd@example.dk', consent: true, topics: ['arrangementer'] });
    await confirmAll();
    const again = await send({ email: 'D@example.dk', consent: true, topics: ['byraadet'] });
    expect(again.status).toBe(409);
    expect((await findSubscriber(testDb.db, 'd@example.dk'))?.topics).toEqual(['arrangementer']);
  });

  it.each([
    [['ukendt-emne']],
    [['byraadet', 'byraadet']],
    ['byraadet'],
    [[1]],
    [['Byraadet']],
    [['x'.repeat(41)]],
    [null],
  ])('refuses topics %j with 422 and stores nothing', async (topics) => {
    const res = await send({ email: 'e@example.dk', consent: true, topics });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: 'validation_failed',
      message: 'Vælg blandt emnerne',
      field: 'topics',
    });
    expect(await findSubscriber(testDb.db, 'e@example.dk')).toBeUndefined();
  });

  it.each(hostileStrings)(
    'refuses %s as the email with 422 and stores nothing',
    async (_, value) => {
      const before = await rowCount(testDb, newsletterSubscribers);
      const res = await send({ email: value, consent: true });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({
        field: 'email',
        message: expect.stringMatching(/\S/),
      });
      expect(await rowCount(testDb, newsletterSubscribers)).toBe(before);
    },
  );

  it.each(hostileBodies)('refuses %s with a 4xx envelope', async (_, raw) => {
    const res = await send(raw);
    expect([400, 422]).toContain(res.status);
    expect(res.body.error.message).toMatch(/\S/);
  });

  it('answers a filled honeypot like a success and stores nothing, even for a known email', async () => {
    const before = await rowCount(testDb, newsletterSubscribers);
    expect((await send({ email: 'bot@example.dk', consent: true, website: 'x' })).status).toBe(201);
    expect((await send({ email: 'jens@example.dk', consent: true, website: 'x' })).status).toBe(
      201,
    );
    expect(await rowCount(testDb, newsletterSubscribers)).toBe(before);
  });

  it('refuses another site’s Origin with 403', async () => {
    expect(
      (await send({ email: 'ny@example.dk', consent: true }, { origin: 'https://evil.example' }))
        .status,
    ).toBe(403);
  });

  it('answers 503 with Retry-After when the database is unreachable', async () => {
    const closed = unreachableDb();
    setDbHandle(closed);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const res = await send({ email: 'ny@example.dk', consent: true });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      warn.mockRestore();
      setDbHandle(testDb);
      await closed.close();
    }
  });
});
