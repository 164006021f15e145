import { asc } from 'drizzle-orm';
import { findByEmail, forgetEmail } from '@/db/queries/forget';
import { messages, newsletterSubscribers } from '@/db/schema';
import { dbKind, testDbPerFile } from '@/tests/helpers/db';
import { addMessage, addSubscriber } from './stewardship-seed';

const testDb = testDbPerFile();

describe(`forgetEmail on ${dbKind()}`, () => {
  it('deletes every row with the email in any case, and nothing else', async () => {
    const { db } = testDb;
    const m1 = await addMessage(db, 'Jens.Hansen@Example.dk', new Date('2025-05-01T08:00:00Z'), 'klage');
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
    const otherSubscribers = [await addSubscriber(db, 'anna@example.dk'), await addSubscriber(db, 'jens.hansen+nyhed@example.dk')];

    const preview = await findByEmail(db, ' jens.HANSEN@example.dk ');
    expect(preview.messages.map((m) => m.id).sort()).toEqual([m1, m2, m3].sort());
    expect(await db.select().from(messages)).toHaveLength(7);

    const report = await forgetEmail(db, ' jens.HANSEN@example.dk ');
    expect(report.messages.map((m) => m.id).sort()).toEqual([m1, m2, m3].sort());
    expect(report.messages.find((m) => m.id === m1)).toEqual({ id: m1, category: 'klage', createdAt: new Date('2025-05-01T08:00:00Z') });
    expect(report.newsletter_subscribers.map((s) => s.id)).toEqual([s1]);

    expect((await db.select({ id: messages.id }).from(messages).orderBy(asc(messages.id))).map((r) => r.id)).toEqual(otherMessages);
    expect((await db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.id))).map((r) => r.id)).toEqual(
      otherSubscribers,
    );
  });

  it('reports nothing for an unknown email and deletes nothing', async () => {
    const before = (await testDb.db.select().from(messages)).length;
    expect(await forgetEmail(testDb.db, 'ukendt@example.dk')).toEqual({ messages: [], newsletter_subscribers: [], mail_outbox: [], volunteers: [], event_signups: [], auth_user: [], auth_verification: [], audit_log: [] });
    expect(await testDb.db.select().from(messages)).toHaveLength(before);
  });

  it('treats LIKE wildcards in the email as plain characters', async () => {
    await addMessage(testDb.db, 'a_b@example.dk');
    await addMessage(testDb.db, 'axb@example.dk');
    expect((await forgetEmail(testDb.db, 'A_B@example.dk')).messages).toHaveLength(1);
    expect((await findByEmail(testDb.db, 'axb@example.dk')).messages).toHaveLength(1);
  });
});
