import { jest } from '@jest/globals';
import { setDbHandle } from '@/db/index';
import { listMessages } from '@/db/queries/messages';
import { messages } from '@/db/schema';
import { POST } from '@/app/api/contact/route';
import { env } from '@/lib/env';
import { contactConsent } from '@/lib/validation/consent';
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

const valid = {
  name: 'Mette Lund',
  email: 'mette@example.dk',
  category: 'idé',
  message: 'Hvornår kommer der cykelsti ved Lyngbæk Skole?',
  consent: true,
};
const send = (body: unknown, headers?: Record<string, string>) =>
  call(POST, jsonRequest('/api/contact', body, headers));

describe(`/api/contact on ${dbKind()}`, () => {
  it('stores the trimmed message with its consent record and answers 201', async () => {
    const before = Date.now();
    const res = await send({ ...valid, name: '  Mette Lund ', email: ' mette@example.dk ' });
    expect(res.status).toBe(201);
    const [row] = await listMessages(testDb.db, 1);
    expect(row).toMatchObject({
      name: 'Mette Lund',
      email: 'mette@example.dk',
      category: 'idé',
      consent: true,
      consentVersion: contactConsent.version,
    });
    expect(row!.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 5000);
  });

  it.each([
    ['name', 'A', 'Navn skal være mindst 2 tegn'],
    ['name', '😀', 'Navn skal være mindst 2 tegn'],
    ['name', 'x'.repeat(101), 'Navn må højst være 100 tegn'],
    ['email', 'mette.example.dk', 'Ugyldig email adresse'],
    ['email', `${'m'.repeat(250)}@example.dk`, 'Email må højst være 255 tegn'],
    ['category', 'spam', 'Vælg venligst en kategori'],
    ['message', 'For kort', 'Besked skal være mindst 10 tegn'],
    ['message', 'x'.repeat(2001), 'Besked må højst være 2000 tegn'],
    ['consent', false, 'Du skal acceptere vilkårene'],
    ['consent', 'true', 'Du skal acceptere vilkårene'],
  ])('refuses %s = %j with 422 and the spec message', async (field, value, message) => {
    const res = await send({ ...valid, [field]: value });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code: 'validation_failed', message, field });
  });

  describe.each(['name', 'email', 'category', 'message'])('hostile %s', (field) => {
    it.each(hostileStrings)('refuses %s with 422 and stores nothing', async (_, value) => {
      const before = await rowCount(testDb, messages);
      const res = await send({ ...valid, [field]: value });
      expect(res.status).toBe(422);
      expect(res.body.error.field).toBe(field);
      expect(res.body.error.message).toMatch(/\S/);
      expect(await rowCount(testDb, messages)).toBe(before);
    });
  });

  it.each([
    ['an extra field', { ...valid, isAdmin: true }, 422],
    [
      'a huge number for consent',
      `{"name":"Mette","email":"m@example.dk","category":"ros","message":"Tak for jeres arbejde!","consent":1e999}`,
      422,
    ],
    ['a body over 16 KB', { ...valid, message: 'x'.repeat(17 * 1024) }, 413],
    ['malformed JSON', '{"name": "Mette",', 400],
    ...hostileBodies.map(([name, raw]): [string, string, number] => [
      name,
      raw,
      raw === '' ? 400 : 422,
    ]),
  ])('refuses %s', async (_, body, status) => {
    const before = await rowCount(testDb, messages);
    const res = await send(body);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toMatch(/\S/);
    expect(await rowCount(testDb, messages)).toBe(before);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await rowCount(testDb, messages);
    const res = await send({ ...valid, website: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual((await send(valid)).body);
    expect(await rowCount(testDb, messages)).toBe(before + 1);
  });

  it('refuses another site’s Origin with 403 and a non-JSON body with 415', async () => {
    expect((await send(valid, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await send(valid, { 'content-type': 'multipart/form-data' })).status).toBe(415);
  });

  it('limits one address to 5 messages per 10 minutes: the 6th gets 429 with Retry-After', async () => {
    env.RATE_LIMIT_ENABLED = true;
    env.TRUSTED_PROXY_HOPS = 1;
    try {
      const from = { 'x-forwarded-for': '192.0.2.55' };
      for (let i = 0; i < 5; i++) expect((await send(valid, from)).status).toBe(201);
      const limited = await send(valid, from);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(600);
      expect((await send(valid, { 'x-forwarded-for': '192.0.2.56' })).status).toBe(201);
    } finally {
      env.RATE_LIMIT_ENABLED = false;
      env.TRUSTED_PROXY_HOPS = 0;
    }
  });

  it('answers 503 with Retry-After when the database is unreachable', async () => {
    const closed = unreachableDb();
    setDbHandle(closed);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const res = await send(valid);
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('database_unavailable');
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      warn.mockRestore();
      setDbHandle(testDb);
      await closed.close();
    }
  });
});
