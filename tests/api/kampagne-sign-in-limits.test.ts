// Kampagnerummet's sign-in limits. Issue 45 items 3 and 9: the mails are limited, never a team member's requests. Many
// clients together (11 IPv4 addresses, 11 IPv6 /64s) cannot lock a team member out: every request is answered alike and
// at once, at most one new link a minute reaches the inbox (10 a day, then one when none is left working), and the
// newest link in the inbox always works. Issue 34's per-client limit still holds.
import { jest } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import { POST as confirmSignIn } from '@/app/api/kampagne/log-ind/bekraeft/route';
import { POST as signIn } from '@/app/api/kampagne/log-ind/route';
import { authVerifications, mailOutbox } from '@/db/schema';
import { limits } from '@/lib/api/limits';
import { SIGN_IN_MAILS_PER_DAY, SIGN_IN_MAIL_SPACING_MS } from '@/lib/auth/service';
import { env } from '@/lib/env';
import { setAfterResponse } from '@/lib/mail/send-soon';
import { siteUrl } from '@/lib/seo';
import { testDbPerFile } from '@/tests/helpers/db';
import { startSmtpSink, type SmtpSink } from '@/tests/helpers/smtp-sink';

const testDb = testDbPerFile();
const admin = 'kampagne@fremtidslisten.example';
const afterTasks: (() => Promise<void>)[] = [];
const YEAR = 365 * 86_400;

let sink: SmtpSink;
const saved = {
  SMTP_URL: env.SMTP_URL,
  ADMIN_EMAILS: env.ADMIN_EMAILS,
  RATE_LIMIT_ENABLED: env.RATE_LIMIT_ENABLED,
  TRUSTED_PROXY_HOPS: env.TRUSTED_PROXY_HOPS,
};
const savedWindow = limits.signIn.windowSeconds;
beforeAll(async () => {
  sink = await startSmtpSink();
  // One trusted proxy, so each test client is told apart by the X-Forwarded-For the proxy appended.
  Object.assign(env, {
    SMTP_URL: sink.url,
    ADMIN_EMAILS: [admin],
    RATE_LIMIT_ENABLED: true,
    TRUSTED_PROXY_HOPS: 1,
  });
  // A window far longer than the test, so no window boundary falls inside it (the limit itself is unchanged).
  limits.signIn.windowSeconds = YEAR;
  // The work after the response is held here until the test runs it (settle), as after() runs it after the answer.
  setAfterResponse((task) => void afterTasks.push(task));
  jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterAll(async () => {
  setAfterResponse(undefined);
  Object.assign(env, saved);
  limits.signIn.windowSeconds = savedWindow;
  await sink.close();
});
beforeEach(async () => {
  await testDb.db.delete(authVerifications);
  await testDb.db.delete(mailOutbox);
  sink.received.length = 0;
});

/** Runs what the answers left for after them, including what that work leaves in turn (the first send attempt). */
async function settle() {
  while (afterTasks.length) await Promise.all(afterTasks.splice(0).map((task) => task()));
}

const site = new URL(siteUrl);
const form = (path: string, fields: Record<string, string>, client: string) =>
  new Request(new URL(path, site), {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: site.origin,
      host: site.host,
      'x-forwarded-for': client,
    },
  });
async function ask(email: string, client: string) {
  const response = await signIn(form('/api/kampagne/log-ind', { email }, client), undefined);
  return { status: response.status, location: response.headers.get('location') };
}
const SENT = { status: 303, location: '/kampagne/log-ind?sendt=1' };
const TOO_MANY = { status: 303, location: '/kampagne/log-ind?fejl=for-mange' };

const linksMailed = async () => {
  await settle();
  return sink.received.filter((m) => m.envelope.to.includes(admin));
};
const tokenIn = (mail: { parsed: { text?: string } }) =>
  new URL(mail.parsed.text!.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
/** Presses "Log ind" on the page the link opens: where the browser is sent. */
const useLink = async (token: string) =>
  (
    await confirmSignIn(
      form('/api/kampagne/log-ind/bekraeft', { token }, '198.51.100.7'),
      undefined,
    )
  ).headers.get('location');
/** Moves every stored link of the address back in time, as the minutes passing would. */
const age = (ms: number) =>
  testDb.db
    .update(authVerifications)
    .set({ createdAt: sql`${authVerifications.createdAt} - ${`${ms} milliseconds`}::interval` });

const v4Clients = Array.from({ length: 11 }, (_, i) => `203.0.113.${i + 1}`);
const v6Clients = Array.from({ length: 11 }, (_, i) => `2001:db8:${i + 1}::1`);

describe.each([
  ['11 IPv4 addresses', v4Clients],
  ['11 IPv6 /64s', v6Clients],
])('%s asking for a team member’s link, each up to its own limit', (_name, clients) => {
  test('cannot lock the team member out: one link reaches the inbox, and it is the one that works', async () => {
    const answers = [];
    for (const client of clients)
      for (let i = 0; i < limits.signIn.limit; i++) answers.push(await ask(admin, client));
    // Every request answered alike: the flood is told nothing and refused nothing.
    expect(answers).toEqual(Array(clients.length * limits.signIn.limit).fill(SENT));
    expect(await linksMailed()).toHaveLength(1);

    // The team member, from their own connection, is answered as ever; the newest link in the inbox signs them in.
    expect(await ask(admin, '198.51.100.7')).toEqual(SENT);
    const mails = await linksMailed();
    expect(mails).toHaveLength(1);
    expect(await useLink(tokenIn(mails.at(-1)!))).toBe('/kampagne');
    // That link is used now: the next request mails a new one at once, and it works too.
    expect(await ask(admin, '198.51.100.7')).toEqual(SENT);
    const after = await linksMailed();
    expect(after).toHaveLength(2);
    expect(await useLink(tokenIn(after.at(-1)!))).toBe('/kampagne');
  });
});

test('at most one new link a minute; every link mailed keeps working until it expires', async () => {
  expect(await ask(admin, '192.0.2.1')).toEqual(SENT);
  expect(await ask(admin, '192.0.2.2')).toEqual(SENT);
  expect(await linksMailed()).toHaveLength(1);
  await age(SIGN_IN_MAIL_SPACING_MS + 1000);
  expect(await ask(admin, '192.0.2.3')).toEqual(SENT);
  const mails = await linksMailed();
  expect(mails).toHaveLength(2);
  // Both work: a newer link never makes the one the team member is about to press useless.
  expect(await useLink(tokenIn(mails[0]!))).toBe('/kampagne');
  expect(await useLink(tokenIn(mails[1]!))).toBe('/kampagne');
});

test(`after ${SIGN_IN_MAILS_PER_DAY} links in 24 hours, a new one only once no link is left working`, async () => {
  for (let i = 0; i < SIGN_IN_MAILS_PER_DAY; i++) {
    expect(await ask(admin, `192.0.2.${20 + i}`)).toEqual(SENT);
    await settle();
    await age(SIGN_IN_MAIL_SPACING_MS + 1000);
  }
  expect(await linksMailed()).toHaveLength(SIGN_IN_MAILS_PER_DAY);
  // The cap is reached and the newest link still works: nothing new.
  expect(await ask(admin, '192.0.2.40')).toEqual(SENT);
  expect(await linksMailed()).toHaveLength(SIGN_IN_MAILS_PER_DAY);
  // Once every link has expired, the team member gets a new one: the cap never locks them out.
  await testDb.db.update(authVerifications).set({ expiresAt: sql`now() - interval '1 second'` });
  expect(await ask(admin, '192.0.2.41')).toEqual(SENT);
  const mails = await linksMailed();
  expect(mails).toHaveLength(SIGN_IN_MAILS_PER_DAY + 1);
  expect(await useLink(tokenIn(mails.at(-1)!))).toBe('/kampagne');
});

// Issue 45 item 9: a team address used to be answered after two inserts, any other at once.
test('the answer comes before any work: for a team address nothing is stored or mailed until after it', async () => {
  const answer = await ask(admin, '192.0.2.60');
  expect(answer).toEqual(SENT);
  expect(await testDb.db.select().from(authVerifications)).toHaveLength(0);
  expect(
    await testDb.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'signin'), eq(mailOutbox.aboutEmail, admin))),
  ).toHaveLength(0);
  expect(await linksMailed()).toHaveLength(1);
  expect(await ask('nabo@example.dk', '192.0.2.61')).toEqual(answer);
  await settle();
  expect(sink.received.filter((m) => m.envelope.to.includes('nabo@example.dk'))).toEqual([]);
});

test('the per-client limit still holds across addresses, with the spec’s “for mange forsøg”', async () => {
  const client = '203.0.113.30';
  for (let i = 0; i < limits.signIn.limit; i++)
    expect(await ask(`person${i}@example.dk`, client)).toEqual(SENT);
  expect(await ask('endnu-en@example.dk', client)).toEqual(TOO_MANY);
  // Another client is not affected.
  expect(await ask(admin, '203.0.113.31')).toEqual(SENT);
});
