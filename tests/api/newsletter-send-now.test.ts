// "Send nu" starts at once (issue 45): the room's server action, for a team member signed in through the mailed link,
// hands the send's first batch to the mail server right after its answer, as the forms' mails are, with no cron call;
// a send planned for later waits. Real SMTP server in this process. Only Next's request scope is replaced: next/headers
// (the Cookie header the browser would send) and next/cache's revalidatePath (it needs the static generation store).
import { jest } from '@jest/globals';

let cookie = '';
jest.unstable_mockModule('next/headers', () => ({
  headers: async () => new Headers({ cookie }),
}));
jest.unstable_mockModule('next/cache', () => ({ revalidatePath: () => {} }));
const { submitNewSend } = await import('@/app/(kampagne)/kampagne/(rum)/udsendelser/actions');
const { POST: signIn } = await import('@/app/api/kampagne/log-ind/route');
const { POST: confirmSignIn } = await import('@/app/api/kampagne/log-ind/bekraeft/route');
const { mailOutbox, newsletterDeliveries, newsletterSends, newsletterSubscribers, sendRate } =
  await import('@/db/schema');
const { env } = await import('@/lib/env');
const { setAfterResponse } = await import('@/lib/mail/send-soon');
const { siteUrl } = await import('@/lib/seo');
const { testDbPerFile } = await import('@/tests/helpers/db');
const { startSmtpSink } = await import('@/tests/helpers/smtp-sink');

const testDb = testDbPerFile();
const admin = 'kampagne@fremtidslisten.example';
const SLUG = '2026-10-byraadet-og-ventetider';
const SUBJECT = 'Nyt fra byrådet: kortere ventetid på byggesager';

const saved = {
  SMTP_URL: env.SMTP_URL,
  ADMIN_EMAILS: env.ADMIN_EMAILS,
  UNSUBSCRIBE_SECRET: env.UNSUBSCRIBE_SECRET,
  NEWSLETTER_RATE: env.NEWSLETTER_RATE,
};
const site = new URL(siteUrl);
const post = (path: string, fields: Record<string, string>) =>
  new Request(new URL(path, site), {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: site.origin,
      host: site.host,
    },
  });

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
/** What the action left for after its answer, run as Next runs after() tasks: once the response has gone. */
let afterTasks: (() => Promise<void>)[] = [];
const runAfterResponse = async () => {
  // A task may leave another for after the response (the sign-in link's work, then its mail): run until none is left.
  while (afterTasks.length > 0) {
    const tasks = afterTasks;
    afterTasks = [];
    await Promise.all(tasks.map((task) => task()));
  }
};

beforeAll(async () => {
  sink = await startSmtpSink();
  Object.assign(env, {
    SMTP_URL: sink.url,
    ADMIN_EMAILS: [admin],
    UNSUBSCRIBE_SECRET: 'unsubscribe-secret-for-room-tests',
    NEWSLETTER_RATE: undefined,
  });
  setAfterResponse((task) => void afterTasks.push(task));
  jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  await signIn(post('/api/kampagne/log-ind', { email: admin }), undefined);
  await runAfterResponse();
  const [mail] = await sink.waitFor(1);
  const link = new URL(mail!.parsed.text!.match(/https?:\/\/\S+/)![0]);
  const response = await confirmSignIn(
    post('/api/kampagne/log-ind/bekraeft', { token: link.searchParams.get('token')! }),
    undefined,
  );
  expect(response.headers.get('location')).toBe('/kampagne');
  cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
});
afterAll(async () => {
  setAfterResponse(undefined);
  Object.assign(env, saved);
  await sink.close();
});
beforeEach(async () => {
  const { db } = testDb;
  await db.delete(newsletterDeliveries);
  await db.delete(newsletterSends);
  await db.delete(mailOutbox);
  await db.delete(newsletterSubscribers);
  await db.delete(sendRate);
  sink.received.length = 0;
  afterTasks = [];
  // Two confirmed readers of the council topic (one chose every topic), one of another topic; sends reach confirmed
  // readers only (issue 45's double opt-in).
  const confirmedAt = new Date();
  await db.insert(newsletterSubscribers).values([
    {
      email: 'bo@example.dk',
      consent: true,
      consentVersion: 'v1',
      topics: ['byraadet'],
      confirmedAt,
    },
    { email: 'alle@example.dk', consent: true, consentVersion: 'v1', topics: null, confirmedAt },
    {
      email: 'eva@example.dk',
      consent: true,
      consentVersion: 'v1',
      topics: ['arrangementer'],
      confirmedAt,
    },
  ]);
});

const newSend = (fields: Record<string, string>) => {
  const form = new FormData();
  form.set('nyhedsbrev', SLUG);
  form.append('emner', 'byraadet');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return submitNewSend(null, form);
};
const reached = () =>
  sink.received
    .filter((m) => m.parsed.subject === SUBJECT)
    .map((m) => m.envelope.to[0])
    .sort();

test('"Send nu" delivers the first batch right after the answer, without any cron call', async () => {
  expect(await newSend({ handling: 'nu' })).toEqual({
    ok: 'Udsendelsen er sat i gang. Mailene sendes i løbet af de næste minutter.',
  });
  // Nothing is sent while the answer is on its way; then the after() task alone does it.
  expect(reached()).toEqual([]);
  expect(afterTasks).toHaveLength(1);
  await runAfterResponse();
  expect(reached()).toEqual(['alle@example.dk', 'bo@example.dk']);
  const [send] = await testDb.db.select().from(newsletterSends);
  expect(send).toMatchObject({ state: 'sending', recipients: 2, sent: 2, failed: 0 });
});

test('a send planned for later starts nothing after the answer', async () => {
  const tomorrow = new Date(Date.now() + 24 * 3_600_000);
  const local = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Copenhagen',
    dateStyle: 'short',
  }).format(tomorrow);
  const answer = await newSend({ handling: 'senere', tidspunkt: `${local}T09:30` });
  expect(answer).toEqual({ ok: expect.stringMatching(/^Udsendelsen er planlagt til /) });
  expect(afterTasks).toHaveLength(0);
  expect(reached()).toEqual([]);
  const [send] = await testDb.db.select().from(newsletterSends);
  expect(send).toMatchObject({ state: 'planned', recipients: 0 });
});

test('the start keeps to NEWSLETTER_RATE: what the window does not allow waits for the cron', async () => {
  // One copy a day: the start sends one and leaves the other in the outbox, instead of sending both at once.
  env.NEWSLETTER_RATE = '1/86400';
  try {
    await newSend({ handling: 'nu' });
    await runAfterResponse();
  } finally {
    env.NEWSLETTER_RATE = undefined;
  }
  expect(reached()).toHaveLength(1);
  const rows = await testDb.db.select().from(mailOutbox);
  expect(
    rows
      .filter((r) => r.kind === 'newsletter')
      .map((r) => [r.status, r.attempts])
      .sort(),
  ).toEqual([
    ['pending', 0],
    ['sent', 1],
  ]);
});

test('a mail server that refuses for now leaves the copies in the outbox for the cron', async () => {
  sink.rejectWith = 451;
  try {
    await newSend({ handling: 'nu' });
    await runAfterResponse();
  } finally {
    sink.rejectWith = null;
  }
  expect(reached()).toEqual([]);
  const rows = await testDb.db.select().from(mailOutbox);
  expect(rows.filter((r) => r.kind === 'newsletter').map((r) => [r.status, r.attempts])).toEqual([
    ['pending', 1],
    ['pending', 1],
  ]);
});
