import { jest } from '@jest/globals';
import { z } from 'zod';
import { createPostgresHandle } from '@/db/client';
import { setDbHandle } from '@/db/index';
import { apiHandler, guardWrite, parseJson, type RateLimit } from '@/lib/api';
import { enforceRateLimit } from '@/lib/api/rate-limit';
import { env } from '@/lib/env';
import { dbKind, testDbPerFile } from '@/tests/helpers/db';

const testDb = testDbPerFile();

const schema = z.strictObject({
  name: z.string({ error: 'Navn mangler' }).min(2, 'Navn skal være mindst 2 tegn'),
});
const limit: RateLimit = { bucket: 'kit', limit: 3, windowSeconds: 60 };
const handler = apiHandler('POST /kit', async (request: Request) => {
  await guardWrite(request, limit);
  const input = await parseJson(request, schema);
  if (input.name === 'boom') throw new Error('select * from secret where x = 1');
  if (input.name === 'check')
    throw Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('violates check'), { code: '23514' }),
    });
  return Response.json({ ok: input.name }, { status: 201 });
});

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request('http://localhost:3103/kit', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', host: 'localhost:3103', ...headers },
  });
}

async function call(request: Request) {
  const response = await handler(request, undefined);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe(`lib/api on ${dbKind()}`, () => {
  it.each([
    ['malformed JSON', 400, 'invalid_json', post('{"name":')],
    [
      'invalid UTF-8 bytes',
      400,
      'invalid_encoding',
      post(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d])),
    ],
    [
      'a non-JSON content type',
      415,
      'unsupported_media_type',
      post('name=Anna', { 'content-type': 'application/x-www-form-urlencoded' }),
    ],
    [
      'no content type',
      415,
      'unsupported_media_type',
      new Request('http://localhost:3103/kit', { method: 'POST', body: '{}' }),
    ],
    [
      'a body over 16 KB',
      413,
      'payload_too_large',
      post(JSON.stringify({ name: 'x'.repeat(17 * 1024) })),
    ],
    [
      'a foreign Origin',
      403,
      'forbidden_origin',
      post('{"name":"Anna"}', { origin: 'https://evil.example' }),
    ],
    ['a null Origin', 403, 'forbidden_origin', post('{"name":"Anna"}', { origin: 'null' })],
    [
      'Sec-Fetch-Site cross-site',
      403,
      'forbidden_origin',
      post('{"name":"Anna"}', { 'sec-fetch-site': 'cross-site' }),
    ],
    ['a schema violation', 422, 'validation_failed', post('{"name":"A"}')],
    ['an extra field', 422, 'validation_failed', post('{"name":"Anna","admin":true}')],
  ])('answers %s with %i %s', async (_, status, code, request) => {
    const res = await call(request);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(typeof res.body.error.message).toBe('string');
  });

  it('names the field of the first issue, with the schema’s own Danish message', async () => {
    expect((await call(post('{"name":"A"}'))).body.error).toEqual({
      code: 'validation_failed',
      message: 'Navn skal være mindst 2 tegn',
      field: 'name',
    });
    expect((await call(post('{"name":"Anna","admin":true}'))).body.error.field).toBe('admin');
  });

  it('refuses a streamed body over 16 KB even when Content-Length is absent', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request('http://localhost:3103/kit', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect((await call(request)).status).toBe(413);
    expect(sent).toBeLessThan(10);
  });

  it('accepts the own origin and answers a generic 500 without internals', async () => {
    expect((await call(post('{"name":"Anna"}', { origin: 'http://localhost:3103' }))).status).toBe(
      201,
    );
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const res = await call(post('{"name":"boom"}'));
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toMatch(/select|secret/);
    expect(spy.mock.calls.join(' ')).not.toMatch(/select|secret/);
    spy.mockRestore();
  });

  it('turns a constraint the table enforces into a 422, not a 500', async () => {
    const res = await call(post('{"name":"check"}'));
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: 'validation_failed',
      message: 'Oplysningerne kunne ikke gemmes. Tjek felterne, og prøv igen.',
    });
  });

  describe('rate limiting', () => {
    // One proxy in front, as on Vercel: it appends the client it saw to X-Forwarded-For.
    beforeAll(() => {
      env.RATE_LIMIT_ENABLED = true;
      env.TRUSTED_PROXY_HOPS = 1;
    });
    afterAll(() => {
      env.RATE_LIMIT_ENABLED = false;
      env.TRUSTED_PROXY_HOPS = 0;
    });

    it('answers 429 with Retry-After after the limit and keys by a hash, never the address', async () => {
      const from = (ip: string) => post('{"name":"Anna"}', { 'x-forwarded-for': ip });
      for (let i = 0; i < 3; i++) expect((await call(from('203.0.113.7'))).status).toBe(201);
      const limited = await call(from('203.0.113.7'));
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('rate_limited');
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect((await call(from('198.51.100.4'))).status).toBe(201);
      const rows = await testDb.db.execute<{ client_key: string }>(
        'select client_key from rate_limits',
      );
      const keys = (rows as unknown as { rows: { client_key: string }[] }).rows.map(
        (r) => r.client_key,
      );
      expect(keys).toHaveLength(2);
      for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
    });

    it('never sweeps away the live count of a window longer than a day', async () => {
      const week: RateLimit = { bucket: 'week', limit: 2, windowSeconds: 7 * 86_400 };
      const now = Date.now();
      const request = () =>
        new Request('http://localhost/x', { headers: { 'x-forwarded-for': '192.0.2.9' } });
      // Every request sweeps old windows here, as one in 200 does in production; two days into the week's window.
      const random = jest.spyOn(Math, 'random').mockReturnValue(0);
      const twoDaysIn =
        Math.floor(now / (week.windowSeconds * 1000)) * week.windowSeconds * 1000 + 2 * 86_400_000;
      try {
        await enforceRateLimit(request(), week, twoDaysIn);
        await enforceRateLimit(request(), week, twoDaysIn);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await expect(enforceRateLimit(request(), week, twoDaysIn)).rejects.toMatchObject({
          status: 429,
        });
      } finally {
        random.mockRestore();
      }
    });
  });

  it('answers 503 with Retry-After when the database is unreachable', async () => {
    const closed = createPostgresHandle('postgres://postgres@127.0.0.1:9/none', {
      connectionTimeoutMillis: 2000,
    });
    setDbHandle(closed);
    env.RATE_LIMIT_ENABLED = true;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const res = await call(post('{"name":"Anna"}'));
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('database_unavailable');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      env.RATE_LIMIT_ENABLED = false;
      warn.mockRestore();
      setDbHandle(testDb);
      await closed.close();
    }
  });
});
