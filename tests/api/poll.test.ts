import { jest } from '@jest/globals';
import { setDbHandle } from '@/db/index';
import { recountVotes } from '@/db/queries/poll';
import { pollVotes } from '@/db/schema';
import { GET, POST } from '@/app/api/poll/route';
import { dbKind, raceTest, testDbPerFile } from '@/tests/helpers/db';
import {
  call,
  hostileBodies,
  hostileStrings,
  jsonRequest,
  rowCount,
  unreachableDb,
} from './request';

const testDb = testDbPerFile();

const vote = (body: unknown, headers?: Record<string, string>) =>
  call(POST, jsonRequest('/api/poll', body, headers));
const results = (query = '?pollId=ai_welfare_2025') =>
  call(GET, jsonRequest(`/api/poll${query}`, undefined, {}, 'GET'));

describe(`/api/poll on ${dbKind()}`, () => {
  it('GET answers every option with zero votes before anyone voted, cacheable for a few seconds', async () => {
    const res = await results();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      pollId: 'ai_welfare_2025',
      total: 0,
      options: [
        { id: 'option1', label: 'Ja, helt sikkert', count: 0, percent: 0 },
        { id: 'option2', label: 'Delvist – men kun med tydelige rammer', count: 0, percent: 0 },
        { id: 'option3', label: 'Nej, jeg tror ikke det gør en forskel', count: 0, percent: 0 },
        { id: 'option4', label: 'Ved ikke / Har brug for mere viden', count: 0, percent: 0 },
      ],
    });
    expect(res.headers.get('cache-control')).toMatch(/max-age=5\b/);
  });

  it('POST stores a vote and answers 201 with the fresh results', async () => {
    await vote({ pollId: 'ai_welfare_2025', optionId: 'option2' });
    const res = await vote({ pollId: 'ai_welfare_2025', optionId: 'option1' });
    expect(res.status).toBe(201);
    expect(res.body.total).toBe(2);
    expect(
      res.body.options.map((o: { count: number; percent: number }) => [o.count, o.percent]),
    ).toEqual([
      [1, 50],
      [1, 50],
      [0, 0],
      [0, 0],
    ]);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await results()).body.total).toBe(2);
  });

  it.each([
    [
      'an unknown poll',
      { pollId: 'other_poll', optionId: 'option1' },
      'pollId',
      'Ukendt afstemning',
    ],
    [
      'an unknown option',
      { pollId: 'ai_welfare_2025', optionId: 'option9' },
      'optionId',
      'Vælg en af svarmulighederne',
    ],
    ['a missing option', { pollId: 'ai_welfare_2025' }, 'optionId', 'Vælg en af svarmulighederne'],
    [
      'an extra field',
      { pollId: 'ai_welfare_2025', optionId: 'option1', weight: 1000 },
      'weight',
      'Ukendt nøgle: "weight"',
    ],
  ])('POST refuses %s with 422, naming the field', async (_, body, field, message) => {
    const before = await rowCount(testDb, pollVotes);
    const res = await vote(body);
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code: 'validation_failed', message, field });
    expect(await rowCount(testDb, pollVotes)).toBe(before);
  });

  it('GET refuses an unknown poll with 422', async () => {
    expect((await results('?pollId=x')).status).toBe(422);
  });

  describe.each(['pollId', 'optionId'])('POST with hostile %s', (field) => {
    it.each(hostileStrings)('refuses %s with 422 and stores nothing', async (_, value) => {
      const before = await rowCount(testDb, pollVotes);
      const res = await vote({ pollId: 'ai_welfare_2025', optionId: 'option1', [field]: value });
      expect(res.status).toBe(422);
      expect(res.body.error.field).toBe(field);
      expect(res.body.error.message).toMatch(/\S/);
      expect(await rowCount(testDb, pollVotes)).toBe(before);
    });
  });

  it.each(hostileBodies)('POST refuses %s with a 4xx envelope', async (_, raw) => {
    const res = await vote(raw);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error.message).toMatch(/\S/);
  });

  it.each([
    ['a non-JSON content type', { 'content-type': 'text/plain' }, 415],
    ['another site’s Origin', { origin: 'https://evil.example' }, 403],
  ])('POST refuses %s', async (_, headers, status) => {
    expect((await vote({ pollId: 'ai_welfare_2025', optionId: 'option1' }, headers)).status).toBe(
      status,
    );
  });

  raceTest(
    'counts 2,000 votes sent 50 at a time exactly',
    async () => {
      const before = (await results()).body.total as number;
      const options = ['option1', 'option2', 'option3', 'option4'];
      for (let batch = 0; batch < 40; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            vote({ pollId: 'ai_welfare_2025', optionId: options[i % 4] }),
          ),
        );
        expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
      }
      const after = await results();
      expect(after.body.total - before).toBe(2000);
      // The tally agrees with the stored votes themselves.
      const recount = await recountVotes(testDb.db, 'ai_welfare_2025');
      for (const o of after.body.options) expect(recount.get(o.id) ?? 0).toBe(o.count);
    },
    120_000,
  );

  it('answers 503 with Retry-After when the database is unreachable', async () => {
    const closed = unreachableDb();
    setDbHandle(closed);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (const res of [
        await results(),
        await vote({ pollId: 'ai_welfare_2025', optionId: 'option1' }),
      ]) {
        expect(res.status).toBe(503);
        expect(res.body.error.code).toBe('database_unavailable');
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    } finally {
      warn.mockRestore();
      setDbHandle(testDb);
      await closed.close();
    }
  });
});
