// Kampagnerummet's door against a real SMTP server: same answer for every address, links single-use and expiring and
// used up only by the confirmation page's POST (never by a GET: mail scanners), sessions gone after sign-out, writes
// from other origins refused. Every room API closed without a session: tests/api/kampagne-no-session.test.ts.
import { jest } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { POST as signIn } from '@/app/api/kampagne/log-ind/route';
import { POST as signOut } from '@/app/api/kampagne/log-ud/route';
import { GET as verify } from '@/app/api/kampagne/auth/magic-link/verify/route';
import { POST as confirmSignIn } from '@/app/api/kampagne/log-ind/bekraeft/route';
import { POST as markHandled } from '@/app/api/kampagne/beskeder/[id]/behandlet/route';
import { GET as exportCsv } from '@/app/api/kampagne/lister/[liste]/csv/route';
import { POST as forget } from '@/app/api/kampagne/slet/route';
import {
  auditLog,
  authSessions,
  authUsers,
  authVerifications,
  mailOutbox,
  messages,
  newsletterSubscribers,
} from '@/db/schema';
import { requeueFailed, requeueOne } from '@/db/queries/outbox';
import { TEAM_MEMBER_NOT_FORGOTTEN } from '@/lib/room/forget-text';
import { purgeExpired } from '@/lib/stewardship/purge';
import { env } from '@/lib/env';
import { setAfterResponse } from '@/lib/mail/send-soon';
import { siteUrl } from '@/lib/seo';
import { testDbPerFile } from '@/tests/helpers/db';
import { startSmtpSink, type SmtpSink } from '@/tests/helpers/smtp-sink';

const testDb = testDbPerFile();
const admin = 'kampagne@fremtidslisten.example';
const afterTasks: Promise<void>[] = [];
/** Waits for the work left after the answers, and for what that work leaves in turn (the link, then its mail). */
const settle = async () => {
  while (afterTasks.length) await Promise.all(afterTasks.splice(0));
};

let sink: SmtpSink;
const saved = {
  SMTP_URL: env.SMTP_URL,
  ADMIN_EMAILS: env.ADMIN_EMAILS,
  UNSUBSCRIBE_SECRET: env.UNSUBSCRIBE_SECRET,
};
beforeAll(async () => {
  sink = await startSmtpSink();
  Object.assign(env, {
    SMTP_URL: sink.url,
    ADMIN_EMAILS: [admin],
    UNSUBSCRIBE_SECRET: 'unsubscribe-secret-for-room-tests',
  });
  setAfterResponse((task) => void afterTasks.push(task()));
  jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterAll(async () => {
  setAfterResponse(undefined);
  Object.assign(env, saved);
  await sink.close();
});
beforeEach(async () => {
  sink.received.length = 0;
  await testDb.db.delete(authVerifications);
  await testDb.db.delete(authSessions);
});

const site = new URL(siteUrl);
const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(new URL(path, site), {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: site.origin,
      host: site.host,
      ...headers,
    },
  });
/** A GET as a link clicked in the room sends it (issue 45: exports want Sec-Fetch-Site: same-origin). */
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(new URL(path, site), {
    headers: { host: site.host, 'sec-fetch-site': 'same-origin', ...headers },
  });
const params = <T>(value: T) => ({ params: Promise.resolve(value) });

async function requestLink(email: string) {
  const response = await signIn(form('/api/kampagne/log-ind', { email }), undefined);
  await settle();
  return response;
}

const linkIn = (mail: { parsed: { text?: string } } | undefined) =>
  new URL(mail!.parsed.text!.match(/https?:\/\/\S+/)![0]);
const tokenOf = (link: URL) => link.searchParams.get('token')!;
/** The "Log ind" button on the page the link opens. */
const pressLogIn = (token: string, headers: Record<string, string> = {}) =>
  confirmSignIn(form('/api/kampagne/log-ind/bekraeft', { token }, headers), undefined);
const sessionCookies = (response: Response) =>
  response.headers.getSetCookie().filter((c) => /session_token=[^;]/.test(c));

/** Signs in through the mailed link's page; returns the Cookie header the browser would send. */
async function signedInCookie() {
  await requestLink(admin);
  const [mail] = await sink.waitFor(1);
  const link = linkIn(mail);
  const response = await pressLogIn(tokenOf(link));
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/kampagne');
  return {
    link,
    cookie: response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
    setCookie: response.headers.getSetCookie(),
  };
}

describe('sign-in', () => {
  test('an address outside ADMIN_EMAILS gets the same answer as one inside, and no mail and no stored link', async () => {
    const outsider = await requestLink('nabo@example.dk');
    expect(sink.received).toHaveLength(0);
    expect(await testDb.db.select().from(authVerifications)).toHaveLength(0);
    expect(
      await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.aboutEmail, 'nabo@example.dk')),
    ).toHaveLength(0);
    const insider = await requestLink(admin.toUpperCase());
    await sink.waitFor(1);
    for (const r of [outsider, insider]) {
      expect(r.status).toBe(303);
      expect(r.headers.get('location')).toBe('/kampagne/log-ind?sendt=1');
      expect(r.headers.getSetCookie()).toEqual([]);
    }
    expect(await outsider.text()).toBe(await insider.text());
    expect(sink.received[0]!.envelope.to).toEqual([admin]);
  });

  test('the link opens the confirmation page; a GET of it, as a mail scanner makes, uses nothing up and sets no cookie', async () => {
    await requestLink(admin);
    const [mail] = await sink.waitFor(1);
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe(
      new URL('/kampagne/log-ind/bekraeft', site).toString(),
    );
    expect([...link.searchParams.keys()]).toEqual(['token']);
    // Where better-auth's own link pointed (and links mailed before this change still point): only a way to the page.
    const scanned = await verify(
      get(`/api/kampagne/auth/magic-link/verify?token=${tokenOf(link)}&callbackURL=%2Fkampagne`),
    );
    expect(scanned.status).toBe(303);
    expect(scanned.headers.get('location')).toBe(
      `/kampagne/log-ind/bekraeft?token=${tokenOf(link)}`,
    );
    expect(scanned.headers.getSetCookie()).toEqual([]);
    expect(await testDb.db.select().from(authVerifications)).toHaveLength(1);
    expect(await testDb.db.select().from(authSessions)).toHaveLength(0);
    // The person presses "Log ind" afterwards and is signed in.
    const pressed = await pressLogIn(tokenOf(link));
    expect(pressed.headers.get('location')).toBe('/kampagne');
    expect(sessionCookies(pressed)).toHaveLength(1);
  });

  test('the button signs in once with an HttpOnly, SameSite=Lax cookie of at most 12 hours; a second use is refused', async () => {
    const { link, setCookie, cookie } = await signedInCookie();
    const session = setCookie.find((c) => c.includes('session_token'))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(Number(session.match(/Max-Age=(\d+)/i)![1])).toBeLessThanOrEqual(12 * 3600);
    const [row] = await testDb.db.select().from(authSessions);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(
      12 * 3600_000 + 1000,
    );
    expect(
      (
        await exportCsv(
          get('/api/kampagne/lister/nyhedsbrev/csv', { cookie }),
          params({ liste: 'nyhedsbrev' }),
        )
      ).status,
    ).toBe(200);
    const again = await pressLogIn(tokenOf(link));
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/kampagne/log-ind?fejl=link');
    expect(sessionCookies(again)).toEqual([]);
    const [signInRow] = await testDb.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'sign_in'));
    expect(signInRow!.actorEmail).toBe(admin);
  });

  test('an expired link is refused', async () => {
    await requestLink(admin);
    const [mail] = await sink.waitFor(1);
    await testDb.db.update(authVerifications).set({ expiresAt: sql`now() - interval '1 second'` });
    const response = await pressLogIn(tokenOf(linkIn(mail)));
    expect(response.headers.get('location')).toBe('/kampagne/log-ind?fejl=link');
    expect(sessionCookies(response)).toEqual([]);
  });

  test.each([
    ['a forged token', { token: 'forfalsket' }],
    ['a token of another shape', { token: '../../etc/passwd' }],
    ['no token', {}],
  ])('%s is refused', async (_name, fields: Record<string, string>) => {
    const response = await confirmSignIn(form('/api/kampagne/log-ind/bekraeft', fields), undefined);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/kampagne/log-ind?fejl=link');
    expect(sessionCookies(response)).toEqual([]);
    expect(await testDb.db.select().from(authSessions)).toHaveLength(0);
  });

  test('the button from another origin is refused and leaves the link usable', async () => {
    await requestLink(admin);
    const [mail] = await sink.waitFor(1);
    const token = tokenOf(linkIn(mail));
    const forged = await pressLogIn(token, {
      origin: 'https://ond.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie()).toEqual([]);
    expect(await testDb.db.select().from(authVerifications)).toHaveLength(1);
    expect((await pressLogIn(token)).headers.get('location')).toBe('/kampagne');
  });

  test('a session cookie used after sign-out is refused, and the session row is gone', async () => {
    const { cookie } = await signedInCookie();
    const out = await signOut(form('/api/kampagne/log-ud', {}, { cookie }), undefined);
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/kampagne/log-ind?logget-ud=1');
    expect(await testDb.db.select().from(authSessions)).toHaveLength(0);
    expect(
      (
        await exportCsv(
          get('/api/kampagne/lister/nyhedsbrev/csv', { cookie }),
          params({ liste: 'nyhedsbrev' }),
        )
      ).status,
    ).toBe(401);
  });

  test('a malformed address is sent back to the form, nothing stored', async () => {
    const response = await signIn(
      form('/api/kampagne/log-ind', { email: 'ikke en adresse' }),
      undefined,
    );
    expect(response.headers.get('location')).toBe('/kampagne/log-ind?fejl=email');
    expect(await testDb.db.select().from(authVerifications)).toHaveLength(0);
  });
});

describe('no usable link at rest (issue 34 item 4)', () => {
  const signInRows = () => testDb.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'signin'));
  beforeEach(async () => {
    sink.rejectWith = null;
    await testDb.db.delete(mailOutbox).where(eq(mailOutbox.kind, 'signin'));
  });
  afterAll(() => {
    sink.rejectWith = null;
  });

  test('once the sign-in mail is sent, the stored row keeps neither its token nor its link; the mailed one still works', async () => {
    await requestLink(admin);
    const [mail] = await sink.waitFor(1);
    const token = tokenOf(linkIn(mail));
    expect(mail!.parsed.html).toContain(token);
    const [row] = await signInRows();
    expect(row!.status).toBe('sent');
    for (const body of [row!.textBody, row!.htmlBody]) {
      expect(body).not.toContain(token);
      expect(body).not.toMatch(/token=[A-Za-z0-9]{16}/);
      expect(body).toContain('token=(fjernet)');
    }
    expect((await pressLogIn(token)).headers.get('location')).toBe('/kampagne');
  });

  test('a sign-in mail the server refuses for good is scrubbed too', async () => {
    sink.rejectWith = 550;
    await requestLink(admin);
    const [row] = await signInRows();
    expect(row!.status).toBe('failed');
    expect(row!.textBody).not.toMatch(/token=[A-Za-z0-9]{16}/);
    expect(row!.htmlBody).not.toMatch(/token=[A-Za-z0-9]{16}/);
  });

  test('a failed sign-in mail is not sent again with its scrubbed link, by the room or the CLI', async () => {
    sink.rejectWith = 550;
    await requestLink(admin);
    const [row] = await signInRows();
    expect(row!.status).toBe('failed');
    expect(await requeueOne(testDb.db, row!.id)).toBe(false);
    expect(await requeueFailed(testDb.db)).toBe(0);
    expect((await signInRows())[0]!.status).toBe('failed');
  });

  test('the purge scrubs a sign-in mail still waiting once its link has expired, and leaves other mails alone', async () => {
    sink.rejectWith = 451;
    await requestLink(admin);
    const [waiting] = await signInRows();
    expect(waiting!.status).toBe('pending');
    expect(waiting!.textBody).toMatch(/token=[A-Za-z0-9]{16}/);
    const [other] = await testDb.db
      .insert(mailOutbox)
      .values({
        kind: 'contact',
        recipient: 'indbakke@example.dk',
        aboutEmail: 'anna@example.dk',
        subject: 'Besked',
        textBody: 'Se https://example.dk/?token=abcdefghijklmnopqrstuvwxyz',
        htmlBody: '<p>token=abcdefghijklmnopqrstuvwxyz</p>',
      })
      .returning();
    await purgeExpired(testDb.db, new Date(waiting!.createdAt.getTime() + 14 * 60_000));
    expect((await signInRows())[0]!.textBody).toMatch(/token=[A-Za-z0-9]{16}/);
    await purgeExpired(testDb.db, new Date(waiting!.createdAt.getTime() + 16 * 60_000));
    const [scrubbed] = await signInRows();
    expect(scrubbed!.textBody).not.toMatch(/token=[A-Za-z0-9]{16}/);
    expect(scrubbed!.htmlBody).not.toMatch(/token=[A-Za-z0-9]{16}/);
    const [untouched] = await testDb.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, other!.id));
    expect(untouched!.textBody).toBe(other!.textBody);
    await testDb.db.delete(mailOutbox).where(eq(mailOutbox.id, other!.id));
  });
});

describe('writes', () => {
  test('a POST from another origin is refused even with a valid session, and changes nothing', async () => {
    const { cookie } = await signedInCookie();
    const [m] = await testDb.db
      .insert(messages)
      .values({
        name: 'Anna Hansen',
        email: 'anna@example.dk',
        category: 'ros',
        message: 'Tak for en god borgeraften.',
        consent: true,
        consentVersion: '2026-11',
      })
      .returning();
    const evil = { cookie, origin: 'https://ond.example', 'sec-fetch-site': 'cross-site' };
    expect(
      (
        await markHandled(
          form(`/api/kampagne/beskeder/${m!.id}/behandlet`, {}, evil),
          params({ id: String(m!.id) }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await forget(
          form('/api/kampagne/slet', { email: 'anna@example.dk', bekraeft: 'ja' }, evil),
          undefined,
        )
      ).status,
    ).toBe(403);
    expect((await signOut(form('/api/kampagne/log-ud', {}, evil), undefined)).status).toBe(403);
    const [still] = await testDb.db.select().from(messages).where(eq(messages.id, m!.id));
    expect(still!.handledAt).toBeNull();
    const ok = await markHandled(
      form(`/api/kampagne/beskeder/${m!.id}/behandlet`, {}, { cookie }),
      params({ id: String(m!.id) }),
    );
    expect(ok.status).toBe(303);
    const [handled] = await testDb.db.select().from(messages).where(eq(messages.id, m!.id));
    expect(handled!.handledBy).toBe(admin);
  });

  test('forget deletes the person everywhere and logs counts, not the address', async () => {
    const { cookie } = await signedInCookie();
    await testDb.db
      .insert(newsletterSubscribers)
      .values({ email: 'Glem@Example.dk', consent: true, consentVersion: '2026-11' });
    const response = await forget(
      form('/api/kampagne/slet', { email: 'glem@example.dk', bekraeft: 'ja' }, { cookie }),
      undefined,
    );
    expect(response.status).toBe(303);
    expect(
      await testDb.db
        .select()
        .from(newsletterSubscribers)
        .where(sql`lower(email) = 'glem@example.dk'`),
    ).toHaveLength(0);
    const [entry] = await testDb.db.select().from(auditLog).where(eq(auditLog.action, 'forget'));
    expect(entry!.detail).toBe('1 nyhedsbrevstilmelding');
    expect(JSON.stringify(await testDb.db.select().from(auditLog))).not.toContain('glem@');
  });

  // Issue 45 item 4 (issue 34 pseudonymised instead): an admin cannot export everyone and then erase the trace by
  // forgetting themselves: the room refuses any address in ADMIN_EMAILS, and the audit entries keep the address.
  test('the room refuses to forget a team member, themselves included; every audit entry keeps the address', async () => {
    await testDb.db.delete(auditLog);
    const { cookie } = await signedInCookie();
    const csv = await exportCsv(
      get('/api/kampagne/lister/nyhedsbrev/csv', { cookie }),
      params({ liste: 'nyhedsbrev' }),
    );
    expect(csv.status).toBe(200);
    const response = await forget(
      form('/api/kampagne/slet', { email: ` ${admin.toUpperCase()}`, bekraeft: 'ja' }, { cookie }),
      undefined,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/kampagne/slet?fejl=hold');
    const entries = await testDb.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.actorEmail])).toEqual([
      ['sign_in', admin],
      ['export', admin],
    ]);
    expect(
      await testDb.db
        .select()
        .from(authUsers)
        .where(sql`lower(email) = ${admin}`),
    ).toHaveLength(1);
    expect(TEAM_MEMBER_NOT_FORGOTTEN).toMatch(/^Adressen tilhører et medlem af holdet/);
  });

  test('the CSV export neutralises formula cells and carries unsubscribe links', async () => {
    const { cookie } = await signedInCookie();
    await testDb.db
      .insert(newsletterSubscribers)
      .values({ email: '=cmd@example.dk', consent: true, consentVersion: '2026-11' });
    const response = await exportCsv(
      get('/api/kampagne/lister/nyhedsbrev/csv', { cookie }),
      params({ liste: 'nyhedsbrev' }),
    );
    const text = await response.text();
    expect(text).toContain("'=cmd@example.dk");
    expect(text).not.toMatch(/,=cmd/);
    expect(text).toContain('/nyhedsbrev/afmeld?token=');
    expect(response.headers.get('content-disposition')).toContain('nyhedsbrev.csv');
  });
});

describe('retention', () => {
  test('the purge keeps the audit log 13 months and drops ended sessions and expired links', async () => {
    await testDb.db.delete(auditLog);
    const now = new Date('2026-11-25T10:00:00Z');
    await testDb.db.insert(auditLog).values([
      { actorEmail: admin, action: 'export', createdAt: new Date('2025-10-25T09:59:59Z') },
      { actorEmail: admin, action: 'export', createdAt: new Date('2025-10-25T10:00:00Z') },
    ]);
    await testDb.db.insert(authVerifications).values([
      {
        id: 'udloebet',
        identifier: 'magic-link:a',
        value: '{}',
        expiresAt: new Date(now.getTime() - 1),
      },
      {
        id: 'gyldig',
        identifier: 'magic-link:b',
        value: '{}',
        expiresAt: new Date(now.getTime() + 60_000),
      },
    ]);
    const report = await purgeExpired(testDb.db, now);
    expect(report).toMatchObject({ audit_log: 1, auth_verification: 1 });
    expect((await testDb.db.select().from(auditLog)).map((r) => r.createdAt)).toEqual([
      new Date('2025-10-25T10:00:00Z'),
    ]);
    expect((await testDb.db.select().from(authVerifications)).map((r) => r.id)).toEqual(['gyldig']);
  });
});
