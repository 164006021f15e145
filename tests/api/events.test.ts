import { jest } from '@jest/globals';
import { getTableColumns } from 'drizzle-orm';
import { setDbHandle } from '@/db/index';
import { listDailyCounts } from '@/db/queries/analytics';
import { analyticsDaily, rateLimits } from '@/db/schema';
import { POST } from '@/app/api/events/route';
import { env } from '@/lib/env';
import { danishDay } from '@/lib/stewardship/retention';
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
  call(POST, jsonRequest('/api/events', body, headers));
const today = danishDay(new Date());

describe(`/api/events on ${dbKind()}`, () => {
  it('keeps only a daily count per page and per demo', async () => {
    for (const page of ['/', '/kontakt', '/'])
      expect((await send({ kind: 'pageview', page })).status).toBe(204);
    expect((await send({ kind: 'ai_demo', demo: 'Anonymisering' })).status).toBe(204);
    expect(
      (await listDailyCounts(testDb.db, 'pageview', today)).map((r) => [r.name, r.count]),
    ).toEqual([
      ['/', 2],
      ['/kontakt', 1],
    ]);
    expect(
      (await listDailyCounts(testDb.db, 'ai_demo', today)).map((r) => [r.name, r.count]),
    ).toEqual([['Anonymisering', 1]]);
    // Nothing that could describe a visitor has anywhere to go.
    expect(Object.keys(getTableColumns(analyticsDaily)).sort()).toEqual([
      'count',
      'day',
      'kind',
      'name',
    ]);
  });

  it.each([
    ['DNT: 1', { dnt: '1' }],
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
  ])('stores nothing at all when the browser sends %s', async (_, headers) => {
    const before = [
      await rowCount(testDb, analyticsDaily),
      await listDailyCounts(testDb.db, 'pageview', today),
    ];
    env.RATE_LIMIT_ENABLED = true;
    const res = await send({ kind: 'pageview', page: '/privat' }, headers).finally(
      () => (env.RATE_LIMIT_ENABLED = false),
    );
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect([
      await rowCount(testDb, analyticsDaily),
      await listDailyCounts(testDb.db, 'pageview', today),
    ]).toEqual(before);
    expect(await rowCount(testDb, rateLimits)).toBe(0);
  });

  it.each([
    ['an unknown kind', { kind: 'click', page: '/' }],
    ['a pageview without page', { kind: 'pageview' }],
    ['a full URL as page', { kind: 'pageview', page: 'https://evil.example/' }],
    ['visitor data', { kind: 'pageview', page: '/', userAgent: 'Mozilla' }],
    ...hostileStrings.map(([name, value]): [string, unknown] => [
      `${name} as page`,
      { kind: 'pageview', page: value },
    ]),
    ...hostileStrings.map(([name, value]): [string, unknown] => [
      `${name} as demo`,
      { kind: 'ai_demo', demo: value },
    ]),
    ...hostileBodies,
  ])('refuses %s with a 4xx and stores nothing', async (_, body) => {
    const before = await rowCount(testDb, analyticsDaily);
    const res = await send(body);
    expect([400, 422]).toContain(res.status);
    expect(res.body.error.message).toMatch(/\S/);
    expect(await rowCount(testDb, analyticsDaily)).toBe(before);
  });

  it('answers 503 with Retry-After when the database is unreachable', async () => {
    const closed = unreachableDb();
    setDbHandle(closed);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const res = await send({ kind: 'pageview', page: '/' });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      warn.mockRestore();
      setDbHandle(testDb);
      await closed.close();
    }
  });
});
