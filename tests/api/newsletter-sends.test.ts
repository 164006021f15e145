// Issue 36's "Must show" for the newsletter's sending, against a real SMTP server in this process, on PGlite and
// (postgres project) PostgreSQL; the races run on PostgreSQL only (raceTest).
import { jest } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { handleUnsubscribePost } from '@/app/(site)/nyhedsbrev/afmeld/one-click';
import { GET as cronNewsletter } from '@/app/api/cron/newsletter/route';
import {
  mailOutbox,
  newsletterDeliveries,
  newsletterSends,
  newsletterSubscribers,
  sendRate,
} from '@/db/schema';
import { env } from '@/lib/env';
import { drainOutbox } from '@/lib/mail/deliver';
import {
  checkPreferencesToken,
  leaveWithToken,
  saveTopicsWithToken,
} from '@/lib/newsletter/preferences';
import {
  clearBounce,
  countRecipients,
  listBouncedReaders,
  planSend,
  runDueSends,
  sendTest,
  stopSend,
} from '@/lib/newsletter/sends';
import { runAdmin } from '@/scripts/admin/main';
import { countingWindow, newsletterRate, takeNewsletterTokens } from '@/lib/newsletter/rate';
import { returnSendTokens } from '@/db/queries/newsletter-sends';
import { raceTest, testDbPerFile } from '@/tests/helpers/db';
import { startSmtpSink, type SmtpSink } from '@/tests/helpers/smtp-sink';

const testDb = testDbPerFile();
const SLUG = '2026-10-byraadet-og-ventetider';
const OTHER = '2026-11-aabent-hus-og-brev';
const actor = 'holdet@fremtidslisten.example';

let sink: SmtpSink;
const saved = {
  SMTP_URL: env.SMTP_URL,
  NEWSLETTER_RATE: env.NEWSLETTER_RATE,
  CRON_SECRET: env.CRON_SECRET,
};
beforeAll(async () => {
  sink = await startSmtpSink();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterAll(async () => {
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
  sink.rejectWith = null;
  env.SMTP_URL = sink.url;
  env.NEWSLETTER_RATE = undefined;
});

async function subscribe(email: string, topics: string[] | null) {
  const [row] = await testDb.db
    .insert(newsletterSubscribers)
    .values({ email, consent: true, consentVersion: 'v1', topics })
    .returning();
  return row!;
}

/** Three readers with different topics, and one who signed up and unsubscribed again. */
async function readers() {
  const byraad = await subscribe('bo@example.dk', ['byraadet']);
  const events = await subscribe('eva@example.dk', ['arrangementer']);
  const all = await subscribe('alle@example.dk', null);
  const gone = await subscribe('gone@example.dk', ['byraadet']);
  await testDb.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, gone.id));
  return { byraad, events, all };
}

const recipientsReached = () => sink.received.map((m) => m.envelope.to[0]!.toLowerCase()).sort();
const drain = () => drainOutbox(testDb.db, { budgetMs: 20_000 });

describe('a send to one topic', () => {
  it('reaches exactly the readers who chose it (or every topic), once each', async () => {
    await readers();
    expect(await countRecipients(testDb.db, { slug: SLUG, topics: ['byraadet'] })).toBe(2);
    const { send } = await planSend(testDb.db, { slug: SLUG, topics: ['byraadet'], actor });
    const tick = await runDueSends(testDb.db);
    expect(tick).toMatchObject({ sends: 1, enqueued: 2, finished: [] });
    await drain();
    expect(recipientsReached()).toEqual(['alle@example.dk', 'bo@example.dk']);
    expect(await countRecipients(testDb.db, { slug: SLUG, topics: ['byraadet'] })).toBe(0);
    // A second tick finds every copy gone out and marks the send sent; nothing more is enqueued or sent.
    expect(await runDueSends(testDb.db)).toMatchObject({ enqueued: 0, finished: [send.id] });
    await drain();
    expect(sink.received).toHaveLength(2);
    const [row] = await testDb.db.select().from(newsletterSends);
    expect(row).toMatchObject({
      state: 'sent',
      recipients: 2,
      sent: 2,
      failed: 0,
      createdBy: actor,
    });
  });

  it('pressing "Send nu" twice plans one send, and a later send of the same newsletter reaches no one again', async () => {
    await readers();
    const first = await planSend(testDb.db, { slug: SLUG, topics: ['byraadet'], actor });
    const second = await planSend(testDb.db, { slug: SLUG, topics: ['byraadet'], actor });
    expect(first.created).toBe(true);
    expect(second).toEqual({ send: first.send, created: false });
    await runDueSends(testDb.db);
    await drain();
    await runDueSends(testDb.db);
    const later = await planSend(testDb.db, {
      slug: SLUG,
      topics: ['byraadet', 'arrangementer'],
      actor,
    });
    expect(later.created).toBe(true);
    await runDueSends(testDb.db);
    await drain();
    expect(recipientsReached()).toEqual(['alle@example.dk', 'bo@example.dk', 'eva@example.dk']);
  });

  it('a send planned for later waits for its time', async () => {
    await readers();
    const at = new Date(Date.now() + 3_600_000);
    await planSend(testDb.db, { slug: SLUG, topics: ['byraadet'], actor, at });
    expect(await runDueSends(testDb.db)).toMatchObject({ sends: 0, enqueued: 0 });
    expect(await runDueSends(testDb.db, new Date(at.getTime() + 1))).toMatchObject({ enqueued: 2 });
  });

  it('a tick killed after its first batch is completed by the next, with no reader twice', async () => {
    for (let i = 0; i < 7; i++) await subscribe(`laeser${i}@example.dk`, null);
    await planSend(testDb.db, { slug: SLUG, topics: ['byraadet'], actor });
    const killed = runDueSends(testDb.db, new Date(), {
      batchSize: 3,
      afterBatch: () => {
        throw new Error('killed');
      },
    });
    await expect(killed).rejects.toThrow('killed');
    expect(await testDb.db.$count(mailOutbox)).toBe(3);
    const [half] = await testDb.db.select().from(newsletterSends);
    expect(half).toMatchObject({ state: 'sending', recipients: 3 });
    await runDueSends(testDb.db, new Date(), { batchSize: 3 });
    await drain();
    await runDueSends(testDb.db, new Date(), { batchSize: 3 });
    const reached = recipientsReached();
    expect(reached).toHaveLength(7);
    expect(new Set(reached).size).toBe(7);
    const [done] = await testDb.db.select().from(newsletterSends);
    expect(done).toMatchObject({ state: 'sent', recipients: 7, sent: 7 });
  });

  it('Stop withdraws the copies not yet sent, and the audit log has every action', async () => {
    await readers();
    const { send } = await planSend(testDb.db, { slug: SLUG, topics: ['byraadet'], actor });
    await runDueSends(testDb.db);
    const stopped = await stopSend(testDb.db, { id: send.id, actor });
    expect(stopped).toMatchObject({ state: 'stopped', recipients: 0 });
    await drain();
    expect(sink.received).toHaveLength(0);
    expect(await countRecipients(testDb.db, { slug: SLUG, topics: ['byraadet'] })).toBe(2);
    const log = await testDb.db.execute(sql`select action, actor_email from audit_log order by id`);
    expect((log as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['newsletter_send', 'newsletter_stop']),
    );
  });
});

describe('GET /api/cron/newsletter', () => {
  const secret = 'cron-secret-for-newsletter-0123456789';
  const cron = (authorization?: string) =>
    cronNewsletter(
      new Request('http://localhost:3130/api/cron/newsletter', {
        headers: authorization ? { authorization } : {},
      }),
      undefined,
    );

  it('answers 503 without CRON_SECRET and 401 without the right bearer token, and sends nothing', async () => {
    await readers();
    await planSend(testDb.db, { slug: SLUG, topics: ['byraadet'], actor });
    env.CRON_SECRET = undefined;
    expect((await cron(`Bearer ${secret}`)).status).toBe(503);
    env.CRON_SECRET = secret;
    expect((await cron()).status).toBe(401);
    expect((await cron('Bearer wrong-secret-wrong-secret')).status).toBe(401);
    expect(await testDb.db.$count(mailOutbox)).toBe(0);
  });

  it('enqueues the due send and sends it in one call', async () => {
    await readers();
    await planSend(testDb.db, { slug: SLUG, topics: ['arrangementer'], actor });
    env.CRON_SECRET = secret;
    const response = await cron(`Bearer ${secret}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, enqueued: 2, sent: 2 });
    expect(recipientsReached()).toEqual(['alle@example.dk', 'eva@example.dk']);
  });
});

describe('bounces and leaving', () => {
  it('a reader refused with 550 is marked bounced and skipped by the next send; a 4xx is retried', async () => {
    await readers();
    sink.rejectWith = 550;
    await planSend(testDb.db, { slug: SLUG, topics: ['byraadet'], actor });
    await runDueSends(testDb.db);
    await drain();
    const bounced = await listBouncedReaders(testDb.db);
    expect(bounced.map((b) => b.email).sort()).toEqual(['alle@example.dk', 'bo@example.dk']);
    const [send] = await testDb.db.select().from(newsletterSends);
    expect(send).toMatchObject({ failed: 2, bounced: 2, sent: 0 });
    sink.rejectWith = null;
    expect(await countRecipients(testDb.db, { slug: OTHER, topics: ['byraadet'] })).toBe(0);
    await planSend(testDb.db, { slug: OTHER, topics: ['byraadet', 'arrangementer'], actor });
    await runDueSends(testDb.db);
    await drain();
    expect(recipientsReached()).toEqual(['eva@example.dk']);
    // A team member clears one mark: that reader counts again.
    expect(await clearBounce(testDb.db, { subscriberId: bounced[0]!.id, actor })).toBe(true);
    expect(await listBouncedReaders(testDb.db)).toHaveLength(1);

    await testDb.db.delete(mailOutbox);
    sink.rejectWith = 451;
    const temp = await subscribe('midlertidig@example.dk', null);
    await planSend(testDb.db, { slug: SLUG, topics: ['arrangementer'], actor });
    await runDueSends(testDb.db);
    await drain();
    const [row] = await testDb.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.aboutEmail, temp.email));
    expect(row).toMatchObject({ status: 'pending', lastError: 'smtp_451' });
    expect((await listBouncedReaders(testDb.db)).map((b) => b.email)).not.toContain(temp.email);
  });

  it('one-click unsubscribe (POST) from a newsletter mail removes the reader and their copies before the next send', async () => {
    await readers();
    await planSend(testDb.db, { slug: SLUG, topics: ['byraadet'], actor });
    await runDueSends(testDb.db);
    await drain();
    const mail = sink.received.find((m) => m.envelope.to[0] === 'bo@example.dk')!;
    const unfolded = mail.raw.replace(/\r?\n[ \t]+/g, ' ');
    const url = new URL(/^List-Unsubscribe: <([^>]+)>/im.exec(unfolded)![1]!);
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/im);
    expect(unfolded).toMatch(/^List-Id: .*<nyhedsbrev\.[^>]+>/im);
    const response = await handleUnsubscribePost(
      new Request(`http://localhost:3130${url.pathname}${url.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(response.status).toBe(200);
    const left = await testDb.db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.aboutEmail}) = 'bo@example.dk'`);
    expect(left).toHaveLength(0);
    const [send] = await testDb.db.select().from(newsletterSends);
    expect(send!.unsubscribed).toBe(1);
    sink.received.length = 0;
    await planSend(testDb.db, { slug: OTHER, topics: ['byraadet'], actor });
    await runDueSends(testDb.db);
    await drain();
    expect(recipientsReached()).toEqual(['alle@example.dk']);
  });
});

describe('the preferences link', () => {
  it("opens only that reader's topics, saves new ones, and leaving deletes the reader", async () => {
    const { byraad, events } = await readers();
    await planSend(testDb.db, { slug: SLUG, topics: ['byraadet'], actor });
    await runDueSends(testDb.db);
    await drain();
    const text = String(sink.received.find((m) => m.envelope.to[0] === byraad.email)!.parsed.text);
    const link = new URL(/https?:\/\/\S+\/nyhedsbrev\/indstillinger\?token=\S+/.exec(text)![0]);
    const token = link.searchParams.get('token')!;
    const unsubscribeToken = new URL(
      /https?:\/\/\S+\/nyhedsbrev\/afmeld\?token=\S+/.exec(text)![0],
    ).searchParams.get('token')!;
    expect(await checkPreferencesToken(testDb.db, token)).toEqual({
      status: 'valid',
      id: byraad.id,
      email: byraad.email,
      topics: ['byraadet'],
    });
    // Single-purpose: the unsubscribe token opens nothing here, and a token for one reader opens no other's.
    expect(await checkPreferencesToken(testDb.db, unsubscribeToken)).toEqual({ status: 'invalid' });
    expect(
      await checkPreferencesToken(testDb.db, token.replace(`${byraad.id}.`, `${events.id}.`)),
    ).toEqual({ status: 'invalid' });
    expect(await saveTopicsWithToken(testDb.db, token, ['arrangementer'])).toMatchObject({
      status: 'valid',
      topics: ['arrangementer'],
    });
    expect(await countRecipients(testDb.db, { slug: OTHER, topics: ['arrangementer'] })).toBe(3);
    expect(await leaveWithToken(testDb.db, token)).toBe('unsubscribed');
    expect(await leaveWithToken(testDb.db, token)).toBe('invalid');
    expect(await checkPreferencesToken(testDb.db, token)).toEqual({ status: 'invalid' });
  });
});

describe('each copy', () => {
  it('two readers get the same HTML but for their unsubscribe and preferences links; the text carries every link', async () => {
    const a = await subscribe('a@example.dk', null);
    const b = await subscribe('b@example.dk', null);
    await planSend(testDb.db, { slug: SLUG, topics: ['byraadet'], actor });
    await runDueSends(testDb.db);
    await drain();
    const html = (email: string) =>
      String(sink.received.find((m) => m.envelope.to[0] === email)!.parsed.html);
    const personal = /https?:\/\/[^"\s<]+\/nyhedsbrev\/(afmeld|indstillinger)\?token=[^"\s<]+/g;
    const [htmlA, htmlB] = [html(a.email), html(b.email)];
    expect(htmlA).not.toBe(htmlB);
    expect(htmlA.replace(personal, 'LINK')).toBe(htmlB.replace(personal, 'LINK'));
    expect(htmlA.match(personal)).toHaveLength(2);
    expect(htmlA).toContain(`token=${a.id}.`);
    // No tracking: no link but the web version, the site's pages and the two personal ones; no image off the site.
    const site = new URL(env.SITE_URL ?? 'https://fremtidslisten-lyngbaek.example').origin;
    const hrefs = [...htmlA.matchAll(/<a[^>]*href="([^"]+)"/g)].map((m) =>
      m[1]!.replace(/&amp;/g, '&'),
    );
    for (const href of hrefs)
      expect(href.startsWith(site) || href.startsWith('mailto:')).toBe(true);
    const srcs = [...htmlA.matchAll(/<img[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    for (const src of srcs) expect(src.startsWith(site)).toBe(true);
    expect(htmlA).not.toMatch(/<img(?![^>]*alt=")/);
    const text = String(sink.received.find((m) => m.envelope.to[0] === a.email)!.parsed.text);
    for (const href of hrefs.filter((h) => !h.startsWith('mailto:'))) expect(text).toContain(href);
  });

  it('links to the web version only when the newsletter has one (archive: true)', async () => {
    const { renderNewsletter } = await import('@/lib/newsletter/render/mail');
    const letter = {
      slug: 'x',
      file: 'content/nyhedsbreve/x.mdx',
      subject: 'Emne',
      preheader: 'Forhånd',
      date: '2026-10-01',
      topics: ['byraadet'],
      body: 'Tekst.',
    };
    const frame = { siteUrl: 'https://site.example', partyName: 'Partiet' };
    const archived = await renderNewsletter(
      { ...letter, archive: true },
      { ...frame, webUrl: 'https://site.example/nyhedsbrev/x' },
    );
    const mailOnly = await renderNewsletter({ ...letter, archive: false }, frame);
    expect(archived.html).toContain('href="https://site.example/nyhedsbrev/x"');
    expect(archived.text).toContain('https://site.example/nyhedsbrev/x');
    expect(mailOnly.html).not.toContain('/nyhedsbrev/x');
    expect(mailOnly.html).not.toContain('Læs nyhedsbrevet i din browser');
  });

  it('an image from outside the site is dropped (its alt text stays) and a test mail is marked [Prøve]', async () => {
    const { renderNewsletter } = await import('@/lib/newsletter/render/mail');
    const rendered = await renderNewsletter(
      {
        slug: 'x',
        file: 'content/nyhedsbreve/x.mdx',
        subject: 'Emne',
        preheader: 'Forhånd',
        date: '2026-10-01',
        topics: ['byraadet'],
        archive: true,
        body: '![Et billede udefra](https://tracker.example/pixel.png)\n\n![Vores logo](/logo.svg)',
      },
      {
        siteUrl: 'https://site.example',
        partyName: 'Partiet',
        webUrl: 'https://site.example/nyhedsbrev/x',
      },
    );
    expect(rendered.html).not.toContain('tracker.example');
    expect(rendered.html).toContain('Et billede udefra');
    expect(rendered.html).toContain('src="https://site.example/logo.svg"');
    expect(rendered.html).toMatch(
      /<img[^>]*alt="Vores logo"[^>]*src="https:\/\/site\.example\/logo\.svg"|<img[^>]*src="https:\/\/site\.example\/logo\.svg"[^>]*alt="Vores logo"/,
    );
    expect(rendered.html).toMatch(/max-width:600px/);
    expect(rendered.text).not.toContain('tracker.example');

    await sendTest(testDb.db, { slug: SLUG, to: actor });
    await drain();
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.parsed.subject).toMatch(/^\[Prøve\] /);
  });
});

describe('npm run admin -- newsletter', () => {
  async function admin(line: string[], answer = '') {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(line, {
      openDb: async () => testDb,
      closeDb: false,
      terminal: {
        out: (t) => void out.push(t),
        err: (t) => void err.push(t),
        ask: async () => answer,
      },
    });
    return { code, out: out.join(''), err: err.join('') };
  }

  it('list, send (asks first, --yes does not) and status', async () => {
    await readers();
    const list = await admin(['newsletter', 'list']);
    expect(list.code).toBe(0);
    expect(list.out).toContain(SLUG);
    const declined = await admin(['newsletter', 'send', SLUG, '--topics', 'byraadet'], 'nej');
    expect(declined).toMatchObject({ code: 1 });
    expect(declined.out).toContain('2 modtagere');
    expect(await testDb.db.$count(newsletterSends)).toBe(0);
    const sent = await admin(['newsletter', 'send', SLUG, '--topics', 'byraadet', '--yes']);
    expect(sent.code).toBe(0);
    expect(sent.out).toContain('2 mails lagt i udbakken');
    await drain();
    expect(recipientsReached()).toEqual(['alle@example.dk', 'bo@example.dk']);
    const status = await admin(['newsletter', 'status', SLUG]);
    expect(status.out).toMatch(/sendes\s+byraadet/);
    expect(status.out).toContain('1 modtager (alle emner) har ikke fået det endnu.');
    expect((await admin(['newsletter', 'send', SLUG, '--topics', 'ukendt'])).code).toBe(2);
    expect((await admin(['newsletter', 'send', 'findes-ikke', '--yes'])).code).toBe(1);
  });
});

describe('NEWSLETTER_RATE', () => {
  it('is counted in slices of the window, so copies are spread over it', () => {
    expect(countingWindow({ capacity: 50, seconds: 1 })).toEqual({ capacity: 25, seconds: 0.5 });
    expect(countingWindow({ capacity: 10, seconds: 1 })).toEqual({ capacity: 5, seconds: 0.5 });
    expect(countingWindow({ capacity: 7, seconds: 1 })).toEqual({ capacity: 7, seconds: 1 });
    expect(countingWindow({ capacity: 1, seconds: 60 })).toEqual({ capacity: 1, seconds: 60 });
    expect(countingWindow({ capacity: 100, seconds: 10 })).toEqual({ capacity: 10, seconds: 1 });
  });

  it('grants no more than the window holds, says how long to wait, and takes back what was not used', async () => {
    // 11 has no divisor up to 10: one window of 60 s.
    env.NEWSLETTER_RATE = '11/60';
    const rate = newsletterRate()!;
    const first = await takeNewsletterTokens(testDb.db, rate, 15);
    expect(first.granted).toBe(11);
    const none = await takeNewsletterTokens(testDb.db, rate, 5);
    expect(none.granted).toBe(0);
    expect(none.waitMs).toBeGreaterThan(0);
    expect(none.waitMs).toBeLessThanOrEqual(60_000);
    await returnSendTokens(testDb.db, 'newsletter', first, 2);
    expect((await takeNewsletterTokens(testDb.db, rate, 5)).granted).toBe(2);
  });
});

describe('races (PostgreSQL)', () => {
  raceTest(
    'two cron ticks at once and "Send nu" pressed twice at once enqueue each reader once',
    async () => {
      for (let i = 0; i < 40; i++) await subscribe(`r${i}@example.dk`, null);
      const plans = await Promise.all([
        planSend(testDb.db, { slug: SLUG, topics: ['byraadet'], actor }),
        planSend(testDb.db, { slug: SLUG, topics: ['byraadet'], actor }),
      ]);
      expect(plans[0].send.id).toBe(plans[1].send.id);
      await Promise.all([
        runDueSends(testDb.db, new Date(), { batchSize: 5 }),
        runDueSends(testDb.db, new Date(), { batchSize: 5 }),
      ]);
      await runDueSends(testDb.db, new Date(), { batchSize: 5 });
      expect(await testDb.db.$count(mailOutbox)).toBe(40);
      await Promise.all([drain(), drain()]);
      expect(new Set(recipientsReached()).size).toBe(40);
      expect(sink.received).toHaveLength(40);
    },
  );

  raceTest(
    'NEWSLETTER_RATE holds across two drainers at once',
    async () => {
      for (let i = 0; i < 20; i++) await subscribe(`rate${i}@example.dk`, null);
      await planSend(testDb.db, { slug: SLUG, topics: ['byraadet'], actor });
      await runDueSends(testDb.db);
      env.NEWSLETTER_RATE = '5/1';
      const started = Date.now();
      const reports = await Promise.all([drain(), drain()]);
      const elapsed = Date.now() - started;
      expect(reports[0].sent + reports[1].sent).toBe(20);
      // 20 copies at 5 a second through one shared window: at least three window changes (each worker alone would
      // have been allowed 5 a second and finished in about two).
      expect(elapsed).toBeGreaterThanOrEqual(2_000);
      expect(sink.received).toHaveLength(20);
    },
    30_000,
  );
});
