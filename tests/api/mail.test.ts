// The "Must show" list against a real SMTP server in this process, on PGlite and (postgres project) PostgreSQL.
import { jest } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { POST as contactPost } from '@/app/api/contact/route';
import { GET as cronMail } from '@/app/api/cron/mail/route';
import { POST as confirmNewsletterPost } from '@/app/api/newsletter/confirm/route';
import { POST as newsletterPost } from '@/app/api/newsletter/route';
import { handleUnsubscribePost as unsubscribePost } from '@/app/(site)/nyhedsbrev/afmeld/one-click';
import { findSubscriber } from '@/db/queries/newsletter';
import { claimDueMails, enqueueMail } from '@/db/queries/outbox';
import { mailOutbox } from '@/db/schema';
import { env } from '@/lib/env';
import { buildContactMail } from '@/lib/mail/contact-mail';
import { setAfterResponse } from '@/lib/mail/send-soon';
import { site } from '@/lib/site';
import { runAdmin } from '@/scripts/admin/main';
import { dbKind, raceTest, testDbPerFile } from '@/tests/helpers/db';
import { closedPort, startSmtpSink, type SmtpSink } from '@/tests/helpers/smtp-sink';
import { call, jsonRequest, rowCount } from './request';

const testDb = testDbPerFile();
const secret = 'cron-secret-for-mail-tests-0123456789';

// after() has no request scope when a test calls the handler directly: collect the tasks and await them instead.
const afterTasks: Promise<void>[] = [];
const runAfterTasks = async () => {
  await Promise.all(afterTasks.splice(0));
};

let sink: SmtpSink;
const saved = {
  SMTP_URL: env.SMTP_URL,
  CRON_SECRET: env.CRON_SECRET,
  CONTACT_INBOX: env.CONTACT_INBOX,
};
beforeAll(async () => {
  sink = await startSmtpSink();
  env.SMTP_URL = sink.url;
  env.CRON_SECRET = secret;
  env.CONTACT_INBOX = 'indbakke@fremtidslisten.example';
  setAfterResponse((task) => void afterTasks.push(task()));
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterAll(async () => {
  setAfterResponse(undefined);
  Object.assign(env, saved);
  await sink.close();
});
beforeEach(async () => {
  await testDb.db.delete(mailOutbox);
  sink.received.length = 0;
  sink.rejectWith = null;
  env.SMTP_URL = sink.url;
});

const contact = (overrides: Record<string, unknown> = {}) =>
  call(
    contactPost,
    jsonRequest('/api/contact', {
      name: 'Anna Hansen',
      email: 'anna@example.dk',
      category: 'klage',
      message: 'Cykelstien på Skolevej er farlig om morgenen.',
      consent: true,
      ...overrides,
    }),
  );
const subscribe = (email: string) =>
  call(newsletterPost, jsonRequest('/api/newsletter', { email, consent: true }));
/** Issue 45: the owner's confirmation, with the link from the confirmation mail's text, as the page's button sends it. */
const confirmFrom = (text: string) =>
  confirmNewsletterPost(
    new Request('http://localhost:3130/api/newsletter/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: decodeURIComponent(/\/nyhedsbrev\/bekraeft\?token=(\S+)/.exec(text)![1]!),
      }),
    }),
  );
const cron = (authorization: string | null = `Bearer ${secret}`) =>
  call(
    cronMail,
    new Request('http://localhost:3130/api/cron/mail', {
      headers: authorization !== null ? { authorization } : {},
    }),
  );
const outbox = () => testDb.db.select().from(mailOutbox).orderBy(mailOutbox.id);
/** Time passing: every pending mail becomes due. */
const makeDue = () =>
  testDb.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(mailOutbox.status, 'pending'));

describe(`mail delivery on ${dbKind()}`, () => {
  it('delivers a contact message once to the inbox, with Reply-To the sender, the category subject and the message', async () => {
    expect((await contact()).status).toBe(201);
    await runAfterTasks();
    const [mail] = await sink.waitFor(1);
    expect(sink.received).toHaveLength(1);
    expect(mail!.envelope.to).toEqual(['indbakke@fremtidslisten.example']);
    expect(mail!.parsed.to).toMatchObject({
      value: [{ address: 'indbakke@fremtidslisten.example' }],
    });
    expect(mail!.parsed.replyTo?.value).toEqual([
      { name: 'Anna Hansen', address: 'anna@example.dk' },
    ]);
    expect(mail!.parsed.from?.value[0]?.address).toBe(`noreply@${new URL(site.url).hostname}`);
    expect(mail!.parsed.subject).toBe('[Kontakt · Klage] Besked fra Anna Hansen');
    for (const part of [mail!.parsed.text!, mail!.parsed.html as string]) {
      expect(part).toContain('Cykelstien på Skolevej er farlig om morgenen.');
      expect(part).toContain('anna@example.dk');
      expect(part).toContain('Klage');
    }
    expect(mail!.parsed.text).toMatch(/Modtaget: \d+\. \p{L}+ \d{4}/u);
    expect(await outbox()).toMatchObject([{ status: 'sent', attempts: 1, lastError: null }]);
    // Nothing left for the cron: still exactly one mail.
    expect((await cron()).body).toEqual({ ok: true, sent: 0, retry: 0, failed: 0 });
    expect(sink.received).toHaveLength(1);
  });

  it('sends a confirmed subscriber one welcome mail with both RFC 8058 headers and a link that unsubscribes', async () => {
    expect((await subscribe('Karen@Example.dk')).status).toBe(201);
    await runAfterTasks();
    // Issue 45: first only the confirmation mail; the welcome comes once the owner confirms.
    const [ask] = await sink.waitFor(1);
    expect(ask!.parsed.subject).toMatch(/^Bekræft din tilmelding til nyhedsbrevet/);
    expect((await confirmFrom(ask!.parsed.text!)).status).toBe(303);
    await runAfterTasks();
    const [, mail] = await sink.waitFor(2);
    // smtp-server lowercases the domain; the local part is kept as typed.
    expect(mail!.envelope.to).toEqual(['Karen@example.dk']);
    expect(mail!.parsed.subject).toBe(`Velkommen til nyhedsbrevet fra ${site.partyName}`);
    expect(mail!.parsed.text).toContain('Var det ikke dig? Afmeld her: https://');
    expect(mail!.parsed.text).toContain(site.municipality);
    // The header section with folded lines joined again (RFC 5322 §2.2.3).
    const head = mail!.raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
    const header = /^List-Unsubscribe: <(https:\/\/[^>]+)>$/im.exec(head);
    expect(header).not.toBeNull();
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const url = new URL(header![1]!);
    expect(url.pathname).toBe('/nyhedsbrev/afmeld');
    expect(mail!.parsed.html).toContain(`href="${url.toString().replaceAll('&', '&amp;')}"`);

    // The mail provider's one-click POST, exactly as RFC 8058 describes it.
    const res = await unsubscribePost(
      new Request(`http://localhost:3130${url.pathname}${url.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(res.status).toBe(200);
    expect(await findSubscriber(testDb.db, 'karen@example.dk')).toBeUndefined();
  });

  it('sends at most one confirmation mail per address per 24 hours, however often it is signed up', async () => {
    expect((await subscribe('ole@example.dk')).status).toBe(201);
    expect((await subscribe('OLE@example.dk')).status).toBe(201);
    await runAfterTasks();
    expect(await findSubscriber(testDb.db, 'ole@example.dk')).toBeDefined();
    expect(await outbox()).toHaveLength(1);
    // Once the day has passed, a new sign-up gets a new link.
    await testDb.db.update(mailOutbox).set({ createdAt: sql`now() - interval '25 hours'` });
    expect((await subscribe('ole@example.dk')).status).toBe(201);
    await runAfterTasks();
    expect(await outbox()).toHaveLength(2);
    expect(sink.received).toHaveLength(2);
  });

  it('answers 201 while SMTP is down, keeps the mail, and the cron delivers it exactly once when SMTP is back', async () => {
    const port = await closedPort();
    env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    // The response does not wait for SMTP: with the after-response task held back, the answer is already there and
    // no attempt has been made (counted, not timed).
    const held: (() => Promise<void>)[] = [];
    setAfterResponse((task) => void held.push(task));
    try {
      expect((await contact()).status).toBe(201);
    } finally {
      setAfterResponse((task) => void afterTasks.push(task()));
    }
    expect(held).toHaveLength(1);
    expect(await outbox()).toMatchObject([{ status: 'pending', attempts: 0 }]);
    const before = Date.now();
    await held[0]!();
    const after = Date.now();
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(['econnection', 'esocket']).toContain(row!.lastError);
    // Retried a minute after the attempt, which happened between `before` and `after`.
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 60_000);
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(after + 60_000);

    const back = await startSmtpSink(port);
    try {
      env.SMTP_URL = back.url;
      // Not due yet: the cron leaves it alone.
      expect((await cron()).body).toMatchObject({ sent: 0 });
      await makeDue();
      expect((await cron()).body).toEqual({ ok: true, sent: 1, retry: 0, failed: 0 });
      expect((await cron()).body).toEqual({ ok: true, sent: 0, retry: 0, failed: 0 });
      expect(back.received).toHaveLength(1);
      expect(back.received[0]!.parsed.subject).toBe('[Kontakt · Klage] Besked fra Anna Hansen');
      expect(await outbox()).toMatchObject([{ status: 'sent', attempts: 2, lastError: null }]);
    } finally {
      await back.close();
    }
  });

  raceTest(
    'sends each mail once when two cron runs drain the outbox at the same time',
    async () => {
      setAfterResponse(() => {}); // no immediate attempt: everything waits for the cron
      try {
        for (let i = 0; i < 30; i++)
          expect((await contact({ name: `Afsender ${i}` })).status).toBe(201);
      } finally {
        setAfterResponse((task) => void afterTasks.push(task()));
      }
      const [a, b] = await Promise.all([cron(), cron()]);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(a.body.sent + b.body.sent).toBe(30);
      await sink.waitFor(30);
      const subjects = sink.received.map((m) => m.parsed.subject);
      expect(new Set(subjects).size).toBe(30);
      expect(subjects).toHaveLength(30);
      expect((await outbox()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    },
  );

  it('retries a 4xx answer later with a growing back-off, then delivers once', async () => {
    sink.rejectWith = 451;
    // Each retry time lies exactly one back-off after the attempt, which happened between `before` and `after`.
    const expectRetryAfter = (
      row: { nextAttemptAt: Date },
      before: number,
      after: number,
      backoff: number,
    ) => {
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + backoff);
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(after + backoff);
    };
    let before = Date.now();
    expect((await contact()).status).toBe(201);
    await runAfterTasks();
    let [row] = await outbox();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'smtp_451' });
    expectRetryAfter(row!, before, Date.now(), 60_000);

    await makeDue();
    before = Date.now();
    expect((await cron()).body).toEqual({ ok: true, sent: 0, retry: 1, failed: 0 });
    [row] = await outbox();
    expect(row).toMatchObject({ status: 'pending', attempts: 2, lastError: 'smtp_451' });
    expectRetryAfter(row!, before, Date.now(), 120_000);

    sink.rejectWith = null;
    await makeDue();
    expect((await cron()).body).toEqual({ ok: true, sent: 1, retry: 0, failed: 0 });
    expect(sink.received).toHaveLength(1);
  });

  it('fails a 5xx answer at once and shows it in `mail status`', async () => {
    sink.rejectWith = 550;
    expect((await contact()).status).toBe(201);
    await runAfterTasks();
    expect(await outbox()).toMatchObject([
      { status: 'failed', attempts: 1, lastError: 'smtp_550' },
    ]);
    await makeDue();
    expect((await cron()).body).toMatchObject({ sent: 0 });

    let out = '';
    const terminal = {
      out: (t: string) => void (out += t),
      err: (t: string) => void (out += t),
      ask: async () => '',
    };
    const admin = (argv: string[]) =>
      runAdmin(argv, { openDb: async () => testDb, terminal, closeDb: false });
    expect(await admin(['mail', 'status'])).toBe(0);
    expect(out).toMatch(/Afventer\s+0/);
    expect(out).toMatch(/Fejlet\s+1/);
    expect(out).toMatch(/kontakt\s+1\s+smtp_550/);
    expect(out).not.toContain('anna@example.dk');

    // Once the cause is fixed, `mail retry --failed` sends it.
    sink.rejectWith = null;
    out = '';
    expect(await admin(['mail', 'retry', '--failed'])).toBe(0);
    expect(out).toContain('1 fejlet mail sat i kø igen.');
    expect(out).toContain('Sendt: 1');
    expect(sink.received).toHaveLength(1);
  });

  it('lets no CR/LF, Bcc: line, encoded word or HTML from the form add a header, a recipient or markup', async () => {
    const name = '<b>Anna</b> =?utf-8?b?QmNjOiBldmlsQGV4YW1wbGUuZGs=?=';
    const message =
      'Hej\r\nBcc: evil@example.dk\r\nSubject: falsk\r\n\r\n<script>alert(1)</script> <img src=x onerror=alert(2)>';
    expect((await contact({ name, message, category: 'andet' })).status).toBe(201);
    // The form refuses CR/LF in the name; the mail builder must be safe even if a caller skipped validation.
    await testDb.db.transaction((tx) =>
      enqueueMail(
        tx,
        buildContactMail({
          name: 'Anna\r\nBcc: evil@example.dk\nX-Evil: 1',
          email: 'anna@example.dk',
          category: 'ros',
          message: 'x'.repeat(50),
          receivedAt: new Date(),
        }),
      ),
    );
    await runAfterTasks();
    await makeDue();
    await cron();
    const mails = await sink.waitFor(2);
    for (const mail of mails) {
      expect(mail.envelope.to).toEqual(['indbakke@fremtidslisten.example']);
      expect(mail.parsed.bcc).toBeUndefined();
      expect(mail.parsed.cc).toBeUndefined();
      expect(mail.parsed.headers.has('x-evil')).toBe(false);
      expect(mail.parsed.replyTo?.value).toHaveLength(1);
      expect(mail.parsed.replyTo?.value[0]?.address).toBe('anna@example.dk');
      const head = mail.raw.split(/\r\n\r\n/)[0]!;
      expect(head).not.toMatch(/^(bcc|x-evil):/im);
      for (const line of mail.raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
    }
    const [web, direct] = [
      mails.find((m) => m.parsed.subject?.includes('Andet'))!,
      mails.find((m) => m.parsed.subject?.includes('Ros'))!,
    ];
    // The encoded word stays literal text and is never decoded into a header.
    expect(web.parsed.subject).toBe(
      '[Kontakt · Andet] Besked fra <b>Anna</b> = ?utf-8?b?QmNjOiBldmlsQGV4YW1wbGUuZGs= ?=',
    );
    expect(web.parsed.headers.get('subject')).not.toMatch(/Bcc: evil/);
    expect(web.parsed.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(web.parsed.html).toContain('&lt;b&gt;Anna&lt;/b&gt;');
    expect(web.parsed.html).not.toMatch(/<script|<img|<b>Anna/);
    expect(web.parsed.text).toContain('Bcc: evil@example.dk');
    expect(direct.parsed.subject).toBe(
      '[Kontakt · Ros] Besked fra Anna Bcc: evil@example.dk X-Evil: 1',
    );
    expect(direct.parsed.replyTo?.value[0]?.name).toBe('Anna Bcc evil example.dk X-Evil 1');
  });

  it('writes an .eml file and logs its path, without the address, when no SMTP_URL is set under next dev', async () => {
    const { mkdtemp, readdir, readFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const dir = await mkdtemp(`${tmpdir()}/mail-eml-`);
    const savedDir = env.MAIL_DIR;
    const info = jest.spyOn(console, 'info');
    const savedNodeEnv = env.NODE_ENV;
    try {
      // Only `next dev` writes mail to disk; a production server holds it in the outbox (tests/api/mail-held.test.ts).
      env.NODE_ENV = 'development';
      env.SMTP_URL = undefined;
      env.MAIL_DIR = dir;
      expect((await contact()).status).toBe(201);
      await runAfterTasks();
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{4}-.*-\d+\.eml$/);
      expect(await readFile(`${dir}/${files[0]}`, 'utf8')).toMatch(
        /^Subject: =\?UTF-8\?Q\?=5BKontakt_=C2=B7_Klage=5D/m,
      );
      const line = info.mock.calls.map((c) => String(c[0])).find((l) => l.includes(files[0]!));
      expect(line).toMatch(/^\[mail\] no SMTP_URL: mail \d+ written to /);
      expect(line).not.toContain('anna@example.dk');
      expect(await outbox()).toMatchObject([{ status: 'sent' }]);
    } finally {
      env.NODE_ENV = savedNodeEnv;
      env.MAIL_DIR = savedDir;
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('rolls the message back when its outbox row cannot be written, so one is never stored without the other', async () => {
    await testDb.db.execute(
      sql`alter table mail_outbox add constraint mail_outbox_test_block check (recipient <> 'blok@fremtidslisten.example')`,
    );
    const saveInbox = env.CONTACT_INBOX;
    try {
      env.CONTACT_INBOX = 'blok@fremtidslisten.example';
      const before = await testDb.db.execute(sql`select count(*)::int as n from messages`);
      // The table refuses the outbox row (a check violation answers 422), so the message insert is rolled back too.
      expect((await contact()).status).toBe(422);
      const after = await testDb.db.execute(sql`select count(*)::int as n from messages`);
      expect((after as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(
        (before as unknown as { rows: { n: number }[] }).rows[0]!.n,
      );
    } finally {
      env.CONTACT_INBOX = saveInbox;
      await testDb.db.execute(sql`alter table mail_outbox drop constraint mail_outbox_test_block`);
    }
  });
});

describe(`claiming outbox rows on ${dbKind()}`, () => {
  const seed = async (n: number) => {
    for (let i = 0; i < n; i++) {
      await testDb.db.transaction((tx) =>
        enqueueMail(
          tx,
          buildContactMail({
            name: `Afsender ${i}`,
            email: 'a@example.dk',
            category: 'ros',
            message: 'x'.repeat(20),
            receivedAt: new Date(),
          }),
        ),
      );
    }
  };

  raceTest('never hands the same row to a second claim', async () => {
    await seed(10);
    const [a, b] = await Promise.all([
      claimDueMails(testDb.db, { limit: 6 }),
      claimDueMails(testDb.db, { limit: 6 }),
    ]);
    // Each claim takes at most its limit, and none takes a row the other took. A claim that skipped a row the other
    // had locked for a moment may come back short under load; the next run picks that row up, once.
    expect(a.length).toBeLessThanOrEqual(6);
    expect(b.length).toBeLessThanOrEqual(6);
    const later = await claimDueMails(testDb.db, { now: new Date() });
    const ids = [...a, ...b, ...later].map((r) => r.id);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect(await claimDueMails(testDb.db)).toEqual([]);
  });

  // Only a server with several connections can hold a row lock while another worker claims; PGlite has one connection.
  raceTest('skips rows another open transaction has locked instead of waiting for it', async () => {
    await seed(10);
    await testDb.db.transaction(async (tx) => {
      const first = await claimDueMails(tx, { limit: 4 });
      expect(first).toHaveLength(4);
      // A second connection while the first transaction is still open: without SKIP LOCKED this would block.
      const second = await claimDueMails(testDb.db, { limit: 10 });
      expect(second).toHaveLength(6);
      expect(second.map((r) => r.id).filter((id) => first.some((f) => f.id === id))).toEqual([]);
    });
  });
});

describe(`GET /api/cron/mail bad requests on ${dbKind()}`, () => {
  it.each([
    ['no Authorization header', null],
    ['an empty Authorization header', ''],
    ['a wrong secret', `Bearer ${secret.slice(0, -1)}x`],
    ['the secret without Bearer', secret],
    ['a lower-case scheme', `bearer ${secret}`],
    ['a longer secret', `Bearer ${secret}0`],
  ])('answers 401 to %s and sends nothing', async (_, authorization) => {
    setAfterResponse(() => {});
    try {
      await contact();
    } finally {
      setAfterResponse((task) => void afterTasks.push(task()));
    }
    const res = await cron(authorization);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(res.body.error).toEqual({
      code: 'unauthorized',
      message: 'Manglende eller forkert adgangsnøgle.',
    });
    expect(sink.received).toHaveLength(0);
    expect(await rowCount(testDb, mailOutbox)).toBe(1);
  });

  it('answers 503 when CRON_SECRET is not set', async () => {
    env.CRON_SECRET = undefined;
    try {
      const res = await cron();
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('cron_disabled');
    } finally {
      env.CRON_SECRET = secret;
    }
  });
});
