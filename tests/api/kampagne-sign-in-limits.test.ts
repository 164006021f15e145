// Kampagnerummet's sign-in limits (issue 34, item 2): a client that keeps asking for a team member's link is stopped
// without locking the team member out; only many clients together reach the per-address ceiling.
import { jest } from '@jest/globals';
import { POST as signIn } from '@/app/api/kampagne/log-ind/route';
import { limits } from '@/lib/api/limits';
import { env } from '@/lib/env';
import { setAfterResponse } from '@/lib/mail/send-soon';
import { siteUrl } from '@/lib/seo';
import { testDbPerFile } from '@/tests/helpers/db';
import { startSmtpSink, type SmtpSink } from '@/tests/helpers/smtp-sink';

testDbPerFile();
const admin = 'kampagne@fremtidslisten.example';
const afterTasks: Promise<void>[] = [];
const YEAR = 365 * 86_400;

let sink: SmtpSink;
const saved = {
  SMTP_URL: env.SMTP_URL,
  ADMIN_EMAILS: env.ADMIN_EMAILS,
  RATE_LIMIT_ENABLED: env.RATE_LIMIT_ENABLED,
  TRUSTED_PROXY_HOPS: env.TRUSTED_PROXY_HOPS,
};
const savedWindows = {
  signIn: limits.signIn.windowSeconds,
  signInAddress: limits.signInAddress.windowSeconds,
};
beforeAll(async () => {
  sink = await startSmtpSink();
  // One trusted proxy, so each test client is told apart by the X-Forwarded-For the proxy appended.
  Object.assign(env, {
    SMTP_URL: sink.url,
    ADMIN_EMAILS: [admin],
    RATE_LIMIT_ENABLED: true,
    TRUSTED_PROXY_HOPS: 1,
  });
  // Windows far longer than the test, so no window boundary falls inside it (the limits themselves are unchanged).
  limits.signIn.windowSeconds = YEAR;
  limits.signInAddress.windowSeconds = YEAR;
  setAfterResponse((task) => void afterTasks.push(task()));
  jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterAll(async () => {
  setAfterResponse(undefined);
  Object.assign(env, saved);
  limits.signIn.windowSeconds = savedWindows.signIn;
  limits.signInAddress.windowSeconds = savedWindows.signInAddress;
  await sink.close();
});

const site = new URL(siteUrl);
async function ask(email: string, client: string) {
  const response = await signIn(
    new Request(new URL('/api/kampagne/log-ind', site), {
      method: 'POST',
      body: new URLSearchParams({ email }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: site.origin,
        host: site.host,
        'x-forwarded-for': client,
      },
    }),
    undefined,
  );
  await Promise.all(afterTasks.splice(0));
  return response.headers.get('location');
}

const SENT = '/kampagne/log-ind?sendt=1';
const TOO_MANY = '/kampagne/log-ind?fejl=for-mange';

test('one client asking for a team member’s link again and again cannot lock the team member out', async () => {
  const attacker = '203.0.113.5';
  const answers: (string | null)[] = [];
  // Under the attacker's own per-client limit the whole time.
  for (let i = 0; i < limits.signIn.limit - 1; i++) answers.push(await ask(admin, attacker));
  expect(answers.slice(0, limits.signInAddress.limit)).toEqual(
    Array(limits.signInAddress.limit).fill(SENT),
  );
  expect(answers.slice(limits.signInAddress.limit)).toEqual(
    Array(limits.signIn.limit - 1 - limits.signInAddress.limit).fill(TOO_MANY),
  );
  const mailsBefore = (await sink.waitFor(limits.signInAddress.limit)).length;

  // The team member, from their own connection, still gets a link.
  expect(await ask(admin, '198.51.100.7')).toBe(SENT);
  const mails = await sink.waitFor(mailsBefore + 1);
  expect(mails).toHaveLength(limits.signInAddress.limit + 1);
  expect(mails.at(-1)!.envelope.to).toEqual([admin]);
});

test('the same client and address: the spec’s “for mange forsøg” after the per-(client, address) limit, any case', async () => {
  const client = '203.0.113.20';
  const email = 'nabo@example.dk';
  for (let i = 0; i < limits.signInAddress.limit; i++)
    expect(await ask(i % 2 ? email.toUpperCase() : email, client)).toBe(SENT);
  expect(await ask(` ${email.toUpperCase()}`, client)).toBe(TOO_MANY);
  // Another address from the same client is its own count.
  expect(await ask('anden@example.dk', client)).toBe(SENT);
});

test('the per-client limit still holds across addresses', async () => {
  const client = '203.0.113.30';
  for (let i = 0; i < limits.signIn.limit; i++)
    expect(await ask(`person${i}@example.dk`, client)).toBe(SENT);
  expect(await ask('endnu-en@example.dk', client)).toBe(TOO_MANY);
});

test('many clients together reach the per-address ceiling, which is above anything one client can send', async () => {
  const email = 'oversvoemmet@example.dk';
  const ceiling = limits.signInAddressCeiling();
  // One client under its per-client limit, in every window its own windows can straddle, stays below the ceiling.
  const oneClientMost =
    (Math.ceil(ceiling.windowSeconds / limits.signIn.windowSeconds) + 1) * limits.signIn.limit;
  expect(ceiling.limit).toBeGreaterThan(oneClientMost);
  let accepted = 0;
  let client = 0;
  let answer: string | null = SENT;
  while (answer === SENT && client < 1000) {
    client++;
    for (let i = 0; i < limits.signInAddress.limit && answer === SENT; i++) {
      answer = await ask(email, `192.0.2.${client}`);
      if (answer === SENT) accepted++;
    }
  }
  expect(answer).toBe(TOO_MANY);
  expect(accepted).toBe(ceiling.limit);
  // A client that has not asked before is refused too: the ceiling is per address, whoever asks.
  expect(await ask(email, '198.51.100.99')).toBe(TOO_MANY);
});
