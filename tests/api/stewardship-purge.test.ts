import { jest } from '@jest/globals';
import { asc } from 'drizzle-orm';
import { GET } from '@/app/api/cron/purge/route';
import { purgeExpired } from '@/lib/stewardship/purge';
import { analyticsDaily, messages, pollVotes, rateLimits } from '@/db/schema';
import { env } from '@/lib/env';
import { dbKind, testDbPerFile } from '@/tests/helpers/db';
import { call, rowCount } from './request';
import { addAnalytics, addMessage, addRateLimit, addSubscriber, addVote } from './stewardship-seed';

const testDb = testDbPerFile();
beforeEach(async () => {
  await testDb.db.delete(messages);
  await testDb.db.delete(rateLimits);
  await testDb.db.delete(analyticsDaily);
});

const MS = 1;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe(`purgeExpired on ${dbKind()}`, () => {
  const now = new Date('2025-06-15T10:00:00Z');
  const messageCutoff = new Date(now.getTime() - 180 * DAY);
  const rateCutoff = new Date(now.getTime() - 24 * HOUR);

  it('removes exactly the rows past retention at each boundary, and nothing younger', async () => {
    const { db } = testDb;
    const oldMessage = await addMessage(
      db,
      'gammel@example.dk',
      new Date(messageCutoff.getTime() - MS),
    );
    const veryOldMessage = await addMessage(
      db,
      'meget.gammel@example.dk',
      new Date(messageCutoff.getTime() - 400 * DAY),
    );
    const atCutoff = await addMessage(db, 'graense@example.dk', messageCutoff);
    const justInside = await addMessage(
      db,
      'lige.inden@example.dk',
      new Date(messageCutoff.getTime() + MS),
    );
    const fresh = await addMessage(db, 'ny@example.dk', now);
    await addRateLimit(db, new Date(rateCutoff.getTime() - MS), 'b'.repeat(64));
    await addRateLimit(db, new Date(rateCutoff.getTime() - 3 * DAY), 'c'.repeat(64));
    await addRateLimit(db, rateCutoff, 'd'.repeat(64));
    await addRateLimit(db, new Date(now.getTime() - HOUR), 'e'.repeat(64));
    for (const day of ['2023-01-01', '2024-05-14', '2024-05-15', '2024-05-16', '2025-06-15'])
      await addAnalytics(db, day);
    // Not personal data or kept until unsubscribe (a confirmed reader): a purge must never touch these, however old.
    await addSubscriber(db, 'abonnent@example.dk', new Date('2020-01-01T00:00:00Z'));
    await addVote(db, new Date('2020-01-01T00:00:00Z'));

    expect(await purgeExpired(db, now)).toEqual({
      messages: 2,
      rate_limits: 2,
      analytics_daily: 2,
      mail_outbox: 0,
      volunteers: 0,
      volunteer_changes: 0,
      event_signups: 0,
      newsletter_unconfirmed: 0,
      event_signups_unconfirmed: 0,
      audit_log: 0,
      auth_session: 0,
      auth_verification: 0,
      newsletter_deliveries: 0,
      newsletter_sends: 0,
      shift_signups: 0,
      shifts: 0,
      shift_tasks: 0,
      poster_contact: 0,
    });

    const keptMessages = await db
      .select({ id: messages.id })
      .from(messages)
      .orderBy(asc(messages.id));
    expect(keptMessages.map((m) => m.id)).toEqual([atCutoff, justInside, fresh]);
    expect(keptMessages.map((m) => m.id)).not.toContain(oldMessage);
    expect(keptMessages.map((m) => m.id)).not.toContain(veryOldMessage);
    const keptWindows = await db
      .select({ start: rateLimits.windowStart })
      .from(rateLimits)
      .orderBy(asc(rateLimits.windowStart));
    expect(keptWindows.map((w) => w.start.toISOString())).toEqual([
      rateCutoff.toISOString(),
      new Date(now.getTime() - HOUR).toISOString(),
    ]);
    const keptDays = await db
      .select({ day: analyticsDaily.day })
      .from(analyticsDaily)
      .orderBy(asc(analyticsDaily.day));
    expect(keptDays.map((d) => d.day)).toEqual(['2024-05-15', '2024-05-16', '2025-06-15']);
    expect(await rowCount(testDb, pollVotes)).toBe(1);
  });

  it('is idempotent: a second run removes nothing more', async () => {
    const { db } = testDb;
    await addMessage(db, 'gammel@example.dk', new Date(messageCutoff.getTime() - DAY));
    await addMessage(db, 'ny@example.dk', now);
    expect(await purgeExpired(db, now)).toEqual({
      messages: 1,
      rate_limits: 0,
      analytics_daily: 0,
      mail_outbox: 0,
      volunteers: 0,
      volunteer_changes: 0,
      event_signups: 0,
      newsletter_unconfirmed: 0,
      event_signups_unconfirmed: 0,
      audit_log: 0,
      auth_session: 0,
      auth_verification: 0,
      newsletter_deliveries: 0,
      newsletter_sends: 0,
      shift_signups: 0,
      shifts: 0,
      shift_tasks: 0,
      poster_contact: 0,
    });
    expect(await purgeExpired(db, now)).toEqual({
      messages: 0,
      rate_limits: 0,
      analytics_daily: 0,
      mail_outbox: 0,
      volunteers: 0,
      volunteer_changes: 0,
      event_signups: 0,
      newsletter_unconfirmed: 0,
      event_signups_unconfirmed: 0,
      audit_log: 0,
      auth_session: 0,
      auth_verification: 0,
      newsletter_deliveries: 0,
      newsletter_sends: 0,
      shift_signups: 0,
      shifts: 0,
      shift_tasks: 0,
      poster_contact: 0,
    });
    expect(await rowCount(testDb, messages)).toBe(1);
  });
});

describe(`GET /api/cron/purge on ${dbKind()}`, () => {
  const secret = 'cron-secret-for-tests-0123456789';
  const saved = env.CRON_SECRET;
  afterEach(() => {
    env.CRON_SECRET = saved;
  });
  const request = (authorization?: string) =>
    new Request('http://localhost:3106/api/cron/purge', {
      headers: authorization ? { authorization } : {},
    });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong secret', 'Bearer cron-secret-for-tests-0123456780'],
    ['the secret without Bearer', secret],
  ])('answers 401 to %s and deletes nothing', async (_, authorization) => {
    env.CRON_SECRET = secret;
    await addMessage(testDb.db, 'gammel@example.dk', new Date(Date.now() - 200 * DAY));
    const res = await call(GET, request(authorization));
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(res.body.error.code).toBe('unauthorized');
    expect(await rowCount(testDb, messages)).toBe(1);
  });

  it('answers 200 with the rows removed per table for the right secret', async () => {
    env.CRON_SECRET = secret;
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    try {
      await addMessage(testDb.db, 'gammel@example.dk', new Date(Date.now() - 181 * DAY));
      await addMessage(testDb.db, 'ny@example.dk', new Date(Date.now() - 179 * DAY));
      await addRateLimit(testDb.db, new Date(Date.now() - 25 * HOUR));
      const res = await call(GET, request(`Bearer ${secret}`));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body).toEqual({
        ok: true,
        deleted: {
          messages: 1,
          rate_limits: 1,
          analytics_daily: 0,
          mail_outbox: 0,
          volunteers: 0,
          volunteer_changes: 0,
          event_signups: 0,
          newsletter_unconfirmed: 0,
          event_signups_unconfirmed: 0,
          audit_log: 0,
          auth_session: 0,
          auth_verification: 0,
          newsletter_deliveries: 0,
          newsletter_sends: 0,
          shift_signups: 0,
          shifts: 0,
          shift_tasks: 0,
          poster_contact: 0,
        },
      });
      expect(await rowCount(testDb, messages)).toBe(1);
      expect((await call(GET, request(`Bearer ${secret}`))).body.deleted).toEqual({
        messages: 0,
        rate_limits: 0,
        analytics_daily: 0,
        mail_outbox: 0,
        volunteers: 0,
        volunteer_changes: 0,
        event_signups: 0,
        newsletter_unconfirmed: 0,
        event_signups_unconfirmed: 0,
        audit_log: 0,
        auth_session: 0,
        auth_verification: 0,
        newsletter_deliveries: 0,
        newsletter_sends: 0,
        shift_signups: 0,
        shifts: 0,
        shift_tasks: 0,
        poster_contact: 0,
      });
    } finally {
      info.mockRestore();
    }
  });

  it('is disabled with 503 when CRON_SECRET is unset, even for a guessed token', async () => {
    env.CRON_SECRET = undefined;
    await addMessage(testDb.db, 'gammel@example.dk', new Date(Date.now() - 200 * DAY));
    for (const authorization of [undefined, 'Bearer ', 'Bearer undefined']) {
      const res = await call(GET, request(authorization));
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('cron_disabled');
    }
    expect(await rowCount(testDb, messages)).toBe(1);
  });
});
