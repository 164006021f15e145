import { asc, eq, sql } from 'drizzle-orm';
import { findByEmail, forgetEmail } from '@/db/queries/forget';
import {
  auditLog,
  authAccounts,
  authSessions,
  authUsers,
  authVerifications,
  eventSignups,
  mailOutbox,
  messages,
  newsletterDeliveries,
  newsletterSends,
  newsletterSubscribers,
  volunteers,
} from '@/db/schema';
import { dbKind, testDbPerFile } from '@/tests/helpers/db';
import { addMessage, addSubscriber } from './stewardship-seed';

const testDb = testDbPerFile();

describe(`forgetEmail on ${dbKind()}`, () => {
  it('deletes every row with the email in any case, and nothing else', async () => {
    const { db } = testDb;
    const m1 = await addMessage(
      db,
      'Jens.Hansen@Example.dk',
      new Date('2025-05-01T08:00:00Z'),
      'klage',
    );
    const m2 = await addMessage(db, 'jens.hansen@example.dk');
    const m3 = await addMessage(db, 'JENS.HANSEN@EXAMPLE.DK');
    const s1 = await addSubscriber(db, 'JENS.hansen@example.DK');
    // Near misses that must survive: another person, a longer address, a different domain.
    const otherMessages = [
      await addMessage(db, 'anna@example.dk'),
      await addMessage(db, 'xjens.hansen@example.dk'),
      await addMessage(db, 'jens.hansen@example.dk.evil.example'),
      await addMessage(db, 'jens.hansen@example.de'),
    ];
    const otherSubscribers = [
      await addSubscriber(db, 'anna@example.dk'),
      await addSubscriber(db, 'jens.hansen+nyhed@example.dk'),
    ];

    const preview = await findByEmail(db, ' jens.HANSEN@example.dk ');
    expect(preview.messages.map((m) => m.id).sort()).toEqual([m1, m2, m3].sort());
    expect(await db.select().from(messages)).toHaveLength(7);

    const report = await forgetEmail(db, ' jens.HANSEN@example.dk ');
    expect(report.messages.map((m) => m.id).sort()).toEqual([m1, m2, m3].sort());
    expect(report.messages.find((m) => m.id === m1)).toEqual({
      id: m1,
      category: 'klage',
      createdAt: new Date('2025-05-01T08:00:00Z'),
    });
    expect(report.newsletter_subscribers.map((s) => s.id)).toEqual([s1]);

    expect(
      (await db.select({ id: messages.id }).from(messages).orderBy(asc(messages.id))).map(
        (r) => r.id,
      ),
    ).toEqual(otherMessages);
    expect(
      (
        await db
          .select({ id: newsletterSubscribers.id })
          .from(newsletterSubscribers)
          .orderBy(asc(newsletterSubscribers.id))
      ).map((r) => r.id),
    ).toEqual(otherSubscribers);
  });

  it('reports nothing for an unknown email and deletes nothing', async () => {
    const before = (await testDb.db.select().from(messages)).length;
    expect(await forgetEmail(testDb.db, 'ukendt@example.dk')).toEqual({
      messages: [],
      newsletter_subscribers: [],
      mail_outbox: [],
      volunteers: [],
      event_signups: [],
      auth_user: [],
      auth_verification: [],
      audit_log: [],
      handled_messages: [],
      newsletter_sends: [],
      shift_signups: [],
      poster_contact: [],
      shift_tasks: [],
    });
    expect(await testDb.db.select().from(messages)).toHaveLength(before);
  });

  it('treats LIKE wildcards in the email as plain characters', async () => {
    await addMessage(testDb.db, 'a_b@example.dk');
    await addMessage(testDb.db, 'axb@example.dk');
    expect((await forgetEmail(testDb.db, 'A_B@example.dk')).messages).toHaveLength(1);
    expect((await findByEmail(testDb.db, 'axb@example.dk')).messages).toHaveLength(1);
  });

  // Issue 34, item 5: the audit log's purpose (who exported or deleted whose data) outlives a team member's erasure.
  // Issue 45 item 4: it keeps the address itself (art. 17(3)(e)); before, the actor became a random pseudonym.
  it("keeps a forgotten team member's audit entries, address and all, for their 13 months; handled_by is pseudonymised", async () => {
    const { db } = testDb;
    const at = new Date('2026-03-01T09:00:00Z');
    const mine = await db
      .insert(auditLog)
      .values([
        {
          actorEmail: 'holger@fremtidslisten.example',
          action: 'export',
          detail: 'nyhedsbrev',
          createdAt: at,
        },
        {
          actorEmail: 'Holger@Fremtidslisten.example',
          action: 'forget',
          detail: '1 besked',
          createdAt: at,
        },
      ])
      .returning({ id: auditLog.id });
    const [theirs] = await db
      .insert(auditLog)
      .values({ actorEmail: 'lise@fremtidslisten.example', action: 'export', detail: 'frivillige' })
      .returning();
    const handled = await addMessage(db, 'borger@example.dk');
    await db
      .update(messages)
      .set({ handledAt: at, handledBy: 'holger@fremtidslisten.example' })
      .where(eq(messages.id, handled));

    const preview = await findByEmail(db, 'HOLGER@fremtidslisten.example');
    expect(preview.audit_log.map((e) => e.id).sort()).toEqual(mine.map((e) => e.id).sort());
    expect(preview.handled_messages.map((m) => m.id)).toEqual([handled]);
    const report = await forgetEmail(db, 'HOLGER@fremtidslisten.example');
    expect(report.audit_log).toHaveLength(2);
    expect(report.handled_messages.map((m) => m.id)).toEqual([handled]);

    const entries = await db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(entries.map((e) => [e.action, e.detail, e.createdAt])).toEqual([
      ['export', 'nyhedsbrev', at],
      ['forget', '1 besked', at],
      ['export', 'frivillige', theirs!.createdAt],
    ]);
    expect(entries.map((e) => e.actorEmail)).toEqual([
      'holger@fremtidslisten.example',
      'Holger@Fremtidslisten.example',
      'lise@fremtidslisten.example',
    ]);
    const [message] = await db.select().from(messages).where(eq(messages.id, handled));
    expect(message).toMatchObject({ email: 'borger@example.dk', handledAt: at });
    expect(message!.handledBy).toMatch(/^glemt team-medlem #[0-9a-f]{8}$/);
  });

  // Every table, present and future: after forget no row anywhere holds the address in any column (as text), but the
  // audit log, which keeps it for its 13 months (issue 45).
  it('after forget no column of any table but the audit log holds the address (the tables are read from the database)', async () => {
    const { db } = testDb;
    const who = 'Alle.Steder@Example.dk';
    const when = new Date('2026-05-01T10:00:00Z');
    await addMessage(db, who);
    const other = await addMessage(db, 'anden@example.dk');
    await db
      .update(messages)
      .set({ handledAt: when, handledBy: who.toLowerCase() })
      .where(eq(messages.id, other));
    await addSubscriber(db, who);
    const mail = { subject: 's', textBody: 't', htmlBody: 'h' };
    await db.insert(mailOutbox).values([
      {
        ...mail,
        kind: 'contact',
        recipient: 'kampagne@fremtidslisten.example',
        aboutEmail: who,
        replyTo: { name: 'Alle', address: who },
      },
      // A mail to the person about someone else (a notification copy): it carries the address as its recipient.
      { ...mail, kind: 'volunteer', recipient: who, aboutEmail: 'anden@example.dk' },
    ]);
    await db.insert(volunteers).values({
      name: 'Alle Steder',
      email: who,
      interests: ['stand'],
      times: [],
      consentVersion: 'v',
    });
    await db.insert(eventSignups).values({
      eventSlug: 'borgermoede',
      name: 'Alle Steder',
      email: who,
      people: 1,
      status: 'confirmed',
      consentVersion: 'v',
      eventEndsAt: when,
      told: {
        start: when.toISOString(),
        end: when.toISOString(),
        place: 'Rådhuset',
        status: 'planlagt',
      },
    });
    await db.insert(authUsers).values({ id: 'u-forget', name: who, email: who.toLowerCase() });
    await db.insert(authSessions).values({
      id: 's-forget',
      token: 'tok-forget',
      expiresAt: new Date(Date.now() + 3_600_000),
      userId: 'u-forget',
    });
    await db.insert(authAccounts).values({
      id: 'a-forget',
      accountId: who.toLowerCase(),
      providerId: 'magic-link',
      userId: 'u-forget',
    });
    await db.insert(authVerifications).values({
      id: 'v-forget',
      identifier: 'hash',
      value: JSON.stringify({ type: 'magic-link', email: who.toLowerCase() }),
      expiresAt: new Date(Date.now() + 900_000),
    });
    await db.insert(auditLog).values({ actorEmail: who.toLowerCase(), action: 'sign_in' });
    // Issue 36: a send this person started as a team member, and a send that reached them as a reader.
    const [send] = await db
      .insert(newsletterSends)
      .values({ slug: 'brev', topics: ['byraadet'], createdBy: who.toLowerCase() })
      .returning();
    const [reader] = await db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${who.toLowerCase()}`);
    await db
      .insert(newsletterDeliveries)
      .values({ slug: 'brev', sendId: send!.id, subscriberId: reader!.id });
    await db
      .insert(mailOutbox)
      .values({ ...mail, kind: 'newsletter', recipient: who, aboutEmail: who });

    const tables = await db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    );
    const names = (tables as unknown as { rows: { table_name: string }[] }).rows.map(
      (r) => r.table_name,
    );
    expect(names.length).toBeGreaterThanOrEqual(12);
    const holding = async () => {
      const found: string[] = [];
      for (const name of names) {
        const result = await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(name)} t where strpos(lower(t::text), ${who.toLowerCase()}) > 0`,
        );
        if (Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n) > 0)
          found.push(name);
      }
      return found;
    };
    expect(await holding()).toEqual(
      expect.arrayContaining([
        'audit_log',
        'auth_user',
        'auth_verification',
        'event_signups',
        'mail_outbox',
        'messages',
        'newsletter_subscribers',
        'newsletter_sends',
        'volunteers',
      ]),
    );
    expect(await db.$count(newsletterDeliveries)).toBe(1);
    await forgetEmail(db, who);
    expect(await holding()).toEqual(['audit_log']);
    expect(await db.$count(newsletterDeliveries)).toBe(0);
    expect(await db.$count(newsletterSends)).toBe(1);
    // The audit entry itself stays, with the address.
    expect(
      (await db.select().from(auditLog).where(eq(auditLog.action, 'sign_in'))).map(
        (e) => e.actorEmail,
      ),
    ).toEqual([who.toLowerCase()]);
  });
});
