import { dbKind, testDbPerFile } from '@/tests/helpers/db';
import { castVote, countVotes } from '@/db/queries/poll';
import { createMessage, listMessages } from '@/db/queries/messages';
import { findSubscriber } from '@/db/queries/newsletter';
import { subscribe } from '@/lib/newsletter/service';
import { newsletterSubscribers } from '@/db/schema';

const testDb = testDbPerFile();

describe(`db layer on ${dbKind()}`, () => {
  it('stores votes and counts them per option in the database', async () => {
    await castVote(testDb.db, 'ai_welfare_2025', 'option1');
    await castVote(testDb.db, 'ai_welfare_2025', 'option1');
    await castVote(testDb.db, 'ai_welfare_2025', 'option3');
    await castVote(testDb.db, 'another_poll', 'option1');
    const counts = await countVotes(testDb.db, 'ai_welfare_2025');
    expect(Object.fromEntries(counts)).toEqual({ option1: 2, option3: 1 });
  });

  it('stores a message with its consent record and reads it back', async () => {
    const { id } = await createMessage(testDb.db, {
      name: 'Søren Ærø',
      email: 'soren@example.dk',
      category: 'idé',
      message: 'En idé om cykelstier ved skolen.',
      consent: true,
      consentVersion: '2026-11',
    });
    const [row] = await listMessages(testDb.db);
    expect(row).toMatchObject({
      id,
      name: 'Søren Ærø',
      category: 'idé',
      consent: true,
      consentVersion: '2026-11',
    });
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(row!.consentedAt).toBeInstanceOf(Date);
  });

  it('refuses rows that break the form rules even if the API were bypassed', async () => {
    const bad = {
      name: 'A',
      email: 'a@b.dk',
      category: 'idé' as const,
      message: 'kort',
      consent: true,
      consentVersion: 'v1',
    };
    await expect(createMessage(testDb.db, bad)).rejects.toThrow();
    await expect(
      createMessage(testDb.db, {
        ...bad,
        name: 'Anna',
        message: 'x'.repeat(20),
        category: 'spam' as never,
      }),
    ).rejects.toThrow();
    await expect(
      createMessage(testDb.db, { ...bad, name: 'Anna', message: 'x'.repeat(20), consent: false }),
    ).rejects.toThrow();
  });

  it('subscribes an email once, comparing case-insensitively after trimming', async () => {
    const first = await subscribe('  Mette@Example.dk ', { consentVersion: '2026-11' });
    expect(first.status).toBe('pending');
    // Issue 45: the duplicate answer is for a confirmed address.
    await testDb.db.update(newsletterSubscribers).set({ confirmedAt: new Date() });
    expect(await subscribe('mette@example.DK', { consentVersion: '2026-11' })).toEqual({
      status: 'duplicate',
    });
    const row = await findSubscriber(testDb.db, 'METTE@example.dk');
    expect(row).toMatchObject({
      email: 'Mette@Example.dk',
      consent: true,
      consentVersion: '2026-11',
    });
  });
});
