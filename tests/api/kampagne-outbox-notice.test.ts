// Udgående mail tells the team that mail is held exactly when it is: a production server without SMTP_URL keeps
// every mail in the outbox (issue 34 item 8), and the page is where the team would otherwise wonder why nothing
// arrives. The page is rendered as the room serves it, for a team member signed in through the mailed link; only
// next/headers (Next's request scope, absent in a test) is replaced, by the Cookie header the browser would send.
import { jest } from '@jest/globals';

let cookie = '';
// ESM test: mock the module before importing anything that uses it.
jest.unstable_mockModule('next/headers', () => ({
  headers: async () => new Headers({ cookie }),
}));
const { renderToStaticMarkup } = await import('react-dom/server');
const { default: OutboxPage } = await import('@/app/(kampagne)/kampagne/(rum)/udgaaende-mail/page');
const { POST: signIn } = await import('@/app/api/kampagne/log-ind/route');
const { POST: confirmSignIn } = await import('@/app/api/kampagne/log-ind/bekraeft/route');
const { env } = await import('@/lib/env');
const { setAfterResponse } = await import('@/lib/mail/send-soon');
const { siteUrl } = await import('@/lib/seo');
const { testDbPerFile } = await import('@/tests/helpers/db');
const { startSmtpSink } = await import('@/tests/helpers/smtp-sink');

testDbPerFile();
const admin = 'kampagne@fremtidslisten.example';
const held = 'Mail sendes ikke: SMTP_URL er ikke sat. Mails venter i udbakken, til den er sat.';
const asFiles =
  'SMTP_URL er ikke sat, så mails gemmes som filer i .data/mail (kun under next dev).';

const saved = {
  NODE_ENV: env.NODE_ENV,
  SMTP_URL: env.SMTP_URL,
  ADMIN_EMAILS: env.ADMIN_EMAILS,
  UNSUBSCRIBE_SECRET: env.UNSUBSCRIBE_SECRET,
};
const site = new URL(siteUrl);
const form = (path: string, fields: Record<string, string>) =>
  new Request(new URL(path, site), {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: site.origin,
      host: site.host,
    },
  });

beforeAll(async () => {
  // Signing in needs a mail that leaves: an SMTP sink for that one mail, then each case sets its own delivery.
  const sink = await startSmtpSink();
  const afterTasks: Promise<void>[] = [];
  Object.assign(env, {
    SMTP_URL: sink.url,
    ADMIN_EMAILS: [admin],
    UNSUBSCRIBE_SECRET: 'unsubscribe-secret-for-room-tests',
  });
  setAfterResponse((task) => void afterTasks.push(task()));
  jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    await signIn(form('/api/kampagne/log-ind', { email: admin }), undefined);
    await Promise.all(afterTasks);
    const [mail] = await sink.waitFor(1);
    const link = new URL(mail!.parsed.text!.match(/https?:\/\/\S+/)![0]);
    const response = await confirmSignIn(
      form('/api/kampagne/log-ind/bekraeft', { token: link.searchParams.get('token')! }),
      undefined,
    );
    expect(response.headers.get('location')).toBe('/kampagne');
    cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  } finally {
    setAfterResponse(undefined);
    await sink.close();
  }
});
afterAll(() => {
  Object.assign(env, saved);
});

const renderPage = async () =>
  renderToStaticMarkup(await OutboxPage({ searchParams: Promise.resolve({}) }));

test.each([
  {
    when: 'production without SMTP_URL',
    NODE_ENV: 'production',
    SMTP_URL: undefined,
    notice: 'held',
    says: 'says mail waits in the outbox',
  },
  {
    when: 'production with SMTP_URL',
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    notice: null,
    says: 'says nothing of SMTP_URL',
  },
  {
    when: 'next dev without SMTP_URL',
    NODE_ENV: 'development',
    SMTP_URL: undefined,
    notice: 'files',
    says: 'says mail is written as files, not held',
  },
  {
    when: 'next dev with SMTP_URL',
    NODE_ENV: 'development',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    notice: null,
    says: 'says nothing of SMTP_URL',
  },
] as const)('$when: Udgående mail $says', async ({ NODE_ENV, SMTP_URL, notice }) => {
  Object.assign(env, { NODE_ENV, SMTP_URL });
  const html = await renderPage();
  expect(html).toContain(
    '<h1 class="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Udgående mail</h1>',
  );
  // The held notice exactly when mail is held; the dev notice speaks of files, not the outbox; none with SMTP.
  if (notice === 'held') expect(html).toContain(held);
  else expect(html).not.toContain('Mails venter i udbakken');
  if (notice === 'files') expect(html).toContain(asFiles);
  if (notice === null) expect(html).not.toContain('SMTP_URL');
});
