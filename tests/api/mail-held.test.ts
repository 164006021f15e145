// Issue 34 item 8: a production server without SMTP_URL never writes mail to disk; the mail waits in the outbox, and
// /api/health says so in Danish. On PGlite and (postgres project) PostgreSQL.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { POST as contactPost } from '@/app/api/contact/route';
import { GET as cronMail } from '@/app/api/cron/mail/route';
import { GET as health } from '@/app/api/health/route';
import { mailOutbox } from '@/db/schema';
import { env } from '@/lib/env';
import { setAfterResponse } from '@/lib/mail/send-soon';
import { dbKind, testDbPerFile } from '@/tests/helpers/db';
import { call, jsonRequest } from './request';

const testDb = testDbPerFile();
const secret = 'cron-secret-for-mail-held-tests-0123';
const afterTasks: Promise<void>[] = [];

const saved = {
  NODE_ENV: env.NODE_ENV,
  SMTP_URL: env.SMTP_URL,
  MAIL_DIR: env.MAIL_DIR,
  CRON_SECRET: env.CRON_SECRET,
};
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mail-held-'));
  Object.assign(env, {
    NODE_ENV: 'production',
    SMTP_URL: undefined,
    MAIL_DIR: path.join(dir, 'mail'),
    CRON_SECRET: secret,
  });
  setAfterResponse((task) => void afterTasks.push(task()));
  jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(async () => {
  setAfterResponse(undefined);
  Object.assign(env, saved);
  await rm(dir, { recursive: true, force: true });
});

describe(`production without SMTP_URL on ${dbKind()}`, () => {
  it('keeps a contact message’s mail queued in the outbox and writes no file, also when the cron runs', async () => {
    const response = await call(
      contactPost,
      jsonRequest('/api/contact', {
        name: 'Anna Hansen',
        email: 'anna@example.dk',
        category: 'klage',
        message: 'Cykelstien er farlig.',
        consent: true,
      }),
    );
    expect(response.status).toBe(201);
    await Promise.all(afterTasks.splice(0));
    const cron = await cronMail(
      new Request('http://localhost:3130/api/cron/mail', {
        headers: { authorization: `Bearer ${secret}` },
      }),
      undefined,
    );
    expect(cron.status).toBe(200);

    expect(existsSync(env.MAIL_DIR!)).toBe(false);
    expect(await readdir(dir)).toEqual([]);
    const rows = await testDb.db.select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'contact',
      status: 'pending',
      attempts: 0,
      sentAt: null,
    });
  });

  it('says in /api/health that mail waits in the outbox, while the site stays healthy', async () => {
    const response = await health();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      mail: 'held',
      message: 'Mail sendes ikke: SMTP_URL er ikke sat. Mails venter i udbakken, til den er sat.',
    });
  });
});
