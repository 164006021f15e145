import { jest } from '@jest/globals';
import { POST } from '@/app/api/demo/route';
import { env } from '@/lib/env';
import { createTestDb, dbKind, type TestDb } from '@/tests/helpers/db';
import { call, hostileBodies, jsonRequest, origin } from './request';

const send = (body: unknown, headers: Record<string, string> = {}) =>
  call(POST, jsonRequest('/api/demo', body, headers));

describe('POST /api/demo with the built-in engine', () => {
  beforeAll(() => expect(env.DEMO_FUNCTION_URL).toBeUndefined());

  it.each([
    [
      'summarize',
      'Skolen får ny legeplads. Legepladsen bygges i foråret. Kantinen er lukket. Legepladsen koster 2 mio. kr.',
      /^Resumé/,
    ],
    ['route', 'Vores skraldespand er ikke blevet tømt.', /^Anbefalet afdeling: Teknik og Miljø/],
    [
      'anonymize',
      'Jeg hedder Karen Pedersen, tlf. 20 30 40 50.',
      /^Jeg hedder \[NAVN\], tlf\. \[TELEFON\]\./,
    ],
    ['prioritize', 'Der lugter af gas i opgangen.', /^Prioritet: Høj/],
  ])('answers %s with 200 and a plain-text result', async (demoType, input, expected) => {
    const res = await send({ demoType, input });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.result).toMatch(expected);
  });

  it('trims the input before it is analysed', async () => {
    const res = await send({ demoType: 'route', input: '   \n Mit pas er udløbet.  \n' });
    expect(res.body.result).toMatch(/^Anbefalet afdeling: Borgerservice/);
  });

  it.each([
    [
      'reduce-docs, which the browser simulates',
      { demoType: 'reduce-docs', input: 'Tekst' },
      'Ukendt demotype',
      'demoType',
    ],
    [
      'an unknown demo type',
      { demoType: 'translate', input: 'Tekst' },
      'Ukendt demotype',
      'demoType',
    ],
    ['a missing demo type', { input: 'Tekst' }, 'Ukendt demotype', 'demoType'],
    [
      'blank input',
      { demoType: 'route', input: ' \n\t ' },
      'Skriv en tekst, som demoen kan analysere',
      'input',
    ],
    ['missing input', { demoType: 'route' }, 'Skriv en tekst, som demoen kan analysere', 'input'],
    [
      'input over 5,000 characters',
      { demoType: 'route', input: 'a'.repeat(5001) },
      'Teksten må højst være 5000 tegn',
      'input',
    ],
    [
      'input that is not a string',
      { demoType: 'route', input: ['tekst'] },
      'Teksten skal være tekst',
      'input',
    ],
    [
      'a NUL byte',
      { demoType: 'route', input: 'Hej\u0000med dig' },
      'Teksten indeholder ugyldige tegn',
      'input',
    ],
    ['an extra field', { demoType: 'route', input: 'Tekst', admin: true }, undefined, 'admin'],
  ])('refuses %s with 422 and the first issue', async (_, body, message, field) => {
    const res = await send(body);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      code: 'validation_failed',
      field,
      ...(message ? { message } : {}),
    });
  });

  it('accepts exactly 5,000 characters', async () => {
    expect((await send({ demoType: 'summarize', input: 'Ord. '.repeat(1000) })).status).toBe(200);
  });

  it.each(hostileBodies)('refuses %s with a 4xx envelope', async (_, raw) => {
    const res = await send(raw);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.error.message).toBe('string');
  });

  it('answers 400 for malformed JSON, 415 for another content type and 413 for a body over 16 KB', async () => {
    expect((await send('{"demoType": "route",')).status).toBe(400);
    expect(
      (await send({ demoType: 'route', input: 'x' }, { 'content-type': 'text/plain' })).status,
    ).toBe(415);
    const huge = await send({ demoType: 'route', input: 'æ'.repeat(9000) });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('payload_too_large');
  });

  it('refuses a post from another site with 403', async () => {
    const res = await send(
      { demoType: 'route', input: 'Tekst' },
      { origin: 'https://ondsindet.example' },
    );
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden_origin');
    expect((await send({ demoType: 'route', input: 'Tekst' }, { origin })).status).toBe(200);
  });
});

describe(`POST /api/demo rate limit on ${dbKind()}`, () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
    env.RATE_LIMIT_ENABLED = true;
    // A proxy in front that overwrites X-Real-IP with the client it saw (issue 34: never trusted by default).
    env.TRUSTED_PROXY_HOPS = 1;
    env.TRUST_X_REAL_IP = true;
  });
  afterAll(async () => {
    env.RATE_LIMIT_ENABLED = false;
    env.TRUSTED_PROXY_HOPS = 0;
    env.TRUST_X_REAL_IP = false;
    await testDb.close();
  });

  it('answers 429 with Retry-After after 20 runs a minute from one client', async () => {
    // The window is the clock's minute: with the real clock, a run that crosses a minute's end starts a fresh window
    // (seen on a busy machine). The clock is held 5 s into a minute; the timers stay real.
    jest.useFakeTimers({
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'],
    });
    try {
      jest.setSystemTime(new Date('2026-11-26T12:00:05Z'));
      const headers = { 'x-real-ip': '203.0.113.77' };
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++)
        statuses.push((await send({ demoType: 'route', input: 'Hul i vejen' }, headers)).status);
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
      const limited = await send({ demoType: 'route', input: 'Hul i vejen' }, headers);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBe(55);
      expect(
        (await send({ demoType: 'route', input: 'Hul i vejen' }, { 'x-real-ip': '203.0.113.78' }))
          .status,
      ).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });
});
