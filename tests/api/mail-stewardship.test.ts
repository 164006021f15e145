// Forget and purge reach the outbox too: its rows hold a copy of the message or the subscriber's address.
import { asc, sql } from 'drizzle-orm';
import { forgetEmail } from '@/db/queries/forget';
import { enqueueMail } from '@/db/queries/outbox';
import { purgeExpired } from '@/lib/stewardship/purge';
import { mailOutbox } from '@/db/schema';
import { buildContactMail } from '@/lib/mail/contact-mail';
import { buildWelcomeMail } from '@/lib/mail/welcome-mail';
import { dbKind, testDbPerFile } from '@/tests/helpers/db';

const testDb = testDbPerFile();
const DAY = 86_400_000;

async function add(
  kind: 'contact' | 'welcome',
  email: string,
  status: 'pending' | 'sent' | 'failed' = 'pending',
  createdAt = new Date(),
) {
  const mail =
    kind === 'contact'
      ? buildContactMail({
          name: 'Anna Hansen',
          email,
          category: 'ros',
          message: 'Tak for et godt møde i går.',
          receivedAt: createdAt,
        })
      : buildWelcomeMail({
          email,
          unsubscribeUrl: 'https://fremtidslisten-lyngbaek.example/nyhedsbrev/afmeld?token=1.x',
        });
  const id = await testDb.db.transaction((tx) => enqueueMail(tx, mail));
  await testDb.db.execute(
    sql`update mail_outbox set status = ${status}, created_at = ${createdAt} where id = ${id}`,
  );
  return id;
}
const ids = async () =>
  (await testDb.db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(asc(mailOutbox.id))).map(
    (r) => r.id,
  );

beforeEach(async () => {
  await testDb.db.delete(mailOutbox);
});

describe(`the outbox and data stewardship on ${dbKind()}`, () => {
  it('forget removes every outbox row about the address, in any case, and nothing else', async () => {
    const mine = [
      await add('contact', 'Jens@Example.dk'),
      await add('welcome', 'jens@example.dk', 'sent'),
    ];
    const others = [
      await add('contact', 'anna@example.dk'),
      await add('welcome', 'jens@example.dk.evil.example'),
    ];
    const report = await forgetEmail(testDb.db, ' JENS@example.dk ');
    expect(report.mail_outbox.map((r) => r.id).sort()).toEqual(mine.sort());
    expect(await ids()).toEqual(others);
  });

  it('purge removes sent mails after 30 days and unsent ones with the message retention (180 days)', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    const keep = [
      await add('contact', 'a@example.dk', 'sent', at(29)),
      await add('contact', 'b@example.dk', 'sent', at(30)),
      await add('contact', 'c@example.dk', 'failed', at(179)),
      await add('welcome', 'd@example.dk', 'pending', at(100)),
    ];
    await add('contact', 'e@example.dk', 'sent', at(31));
    await add('welcome', 'f@example.dk', 'sent', at(90));
    await add('contact', 'g@example.dk', 'failed', at(181));
    await add('contact', 'h@example.dk', 'pending', at(181));
    expect((await purgeExpired(testDb.db, now)).mail_outbox).toBe(4);
    expect(await ids()).toEqual(keep);
    expect((await purgeExpired(testDb.db, now)).mail_outbox).toBe(0);
  });
});
