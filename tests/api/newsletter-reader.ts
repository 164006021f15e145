// What the newsletter link tests share (preferences, unsubscribe): a database for the file with a known
// UNSUBSCRIBE_SECRET to sign the links with, and a reader who subscribed through the public API.
import { POST as subscribe } from '@/app/api/newsletter/route';
import type { DbHandle } from '@/db/client';
import { findSubscriber } from '@/db/queries/newsletter';
import { env } from '@/lib/env';
import { testDbPerFile } from '@/tests/helpers/db';
import { call, jsonRequest } from './request';

/** One migrated database for the test file, with UNSUBSCRIBE_SECRET set to `secret` meanwhile (restored after). */
export function newsletterTestDb(secret: string): DbHandle {
  const saved = env.UNSUBSCRIBE_SECRET;
  beforeAll(() => {
    env.UNSUBSCRIBE_SECRET = secret;
  });
  afterAll(() => {
    env.UNSUBSCRIBE_SECRET = saved;
  });
  return testDbPerFile();
}

/** Subscribes through the public API, as a visitor would, and returns the stored subscriber. */
export async function subscribedReader(db: DbHandle['db'], email: string) {
  expect(
    (await call(subscribe, jsonRequest('/api/newsletter', { email, consent: true }))).status,
  ).toBe(201);
  return (await findSubscriber(db, email))!;
}
