import { jest } from '@jest/globals';
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

const send = (body: unknown, headers?: Record<string, string>) =>
  call(POST, jsonRequest('/api/newsletter', body, headers));

describe(`/api/newsletter on ${dbKind()}`, () => {
  it('subscribes with a consent record, then answers 409 for the same email in any case', async () => {
    expect((await send({ email: ' Jens@Example.dk ', consent: true })).status).toBe(201);
    expect(await findSubscriber(testDb.db, 'jens@example.dk')).toMatchObject({
      email: 'Jens@Example.dk',
      consentVersion: newsletterConsent.version,
    });
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
