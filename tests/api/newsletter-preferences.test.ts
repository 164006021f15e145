import { eq } from 'drizzle-orm';
import * as preferencesRoute from '@/app/api/newsletter/preferences/route';
import { handleUnsubscribePost } from '@/app/(site)/nyhedsbrev/afmeld/one-click';
import { findSubscriber } from '@/db/queries/newsletter';
import { newsletterSubscribers } from '@/db/schema';

const signPreferencesToken = (subject: { id: number; email: string }, key: string) =>
  new URL(preferencesUrl(subject, key)).searchParams.get('token')!;
import { preferencesUrl } from '@/lib/newsletter/preferences-token';
import { checkPreferencesToken } from '@/lib/newsletter/public/preferences';
import { topicKeys } from '@/lib/newsletter/topics';
import { signUnsubscribeToken } from '@/lib/stewardship/unsubscribe-token';
import { dbKind } from '@/tests/helpers/db';
import { newsletterTestDb, subscribedReader } from './newsletter-reader';
import { jsonRequest, origin } from './request';

const { POST } = preferencesRoute;
const secret = 'preferences-secret-for-tests-0123456789';
const testDb = newsletterTestDb(secret);

/** Subscribes through the public API, as a visitor would; returns the reader and their preferences token. */
async function reader(email: string) {
  const row = await subscribedReader(testDb.db, email);
  return { row, token: signPreferencesToken(row, secret) };
}

/** The page's form as the browser posts it (urlencoded; the page sends no Referer, so Origin may be "null"). */
function formPost(fields: [string, string][], contentType = 'application/x-www-form-urlencoded') {
  return POST(
    new Request(`${origin}/api/newsletter/preferences`, {
      method: 'POST',
      headers: { 'content-type': contentType, origin: 'null' },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

const save = (token: string, topics: string[]) =>
  formPost([
    ['token', token],
    ['action', 'gem'],
    ...topics.map((t): [string, string] => ['topics', t]),
  ]);
const leave = (token: string) =>
  formPost([
    ['token', token],
    ['action', 'afmeld'],
  ]);

const storedTopics = async (id: number) =>
  (
    await testDb.db
      .select({ topics: newsletterSubscribers.topics })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
  )[0]?.topics;

/** A token with one character of its MAC changed: well-formed, not genuine. */
const forged = (token: string) =>
  token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);

const [firstTopic, secondTopic] = topicKeys() as [string, string];

describe(`newsletter preferences on ${dbKind()}`, () => {
  it('has no GET handler: a link opened by a mail scanner cannot change anything', () => {
    expect(Object.keys(preferencesRoute)).toEqual(['POST']);
  });

  it('the page-side check only looks: a new reader gets every topic, and nothing is stored by looking', async () => {
    const { row, token } = await reader('lise@example.dk');
    for (let i = 0; i < 2; i++)
      expect(await checkPreferencesToken(testDb.db, token)).toEqual({
        status: 'valid',
        id: row.id,
        email: 'lise@example.dk',
        topics: topicKeys(),
      });
    expect(await storedTopics(row.id)).toBeNull();
  });

  it('saves the ticked topics and sends the reader back to the page with "gemt"; the page then shows them', async () => {
    const { row, token } = await reader('mads@example.dk');
    const res = await save(token, [secondTopic]);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `/nyhedsbrev/indstillinger?token=${encodeURIComponent(token)}&status=gemt`,
    );
    expect(await storedTopics(row.id)).toEqual([secondTopic]);
    expect(await checkPreferencesToken(testDb.db, token)).toMatchObject({
      status: 'valid',
      topics: [secondTopic],
    });
    // Every topic ticked is stored as "all", so topics added later reach this reader too.
    expect((await save(token, topicKeys())).status).toBe(303);
    expect(await storedTopics(row.id)).toBeNull();
  });

  it('refuses a save with no topic ticked (leaving is its own button) and changes nothing', async () => {
    const { row, token } = await reader('ingen@example.dk');
    await save(token, [firstTopic]);
    const res = await save(token, []);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/&status=ingen-emner$/);
    expect(await storedTopics(row.id)).toEqual([firstTopic]);
  });

  it('"Afmeld mig" deletes the reader at once; a replay or a later save gets the one refusal of every dead link', async () => {
    const { row, token } = await reader('farvel@example.dk');
    const res = await leave(token);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/nyhedsbrev/indstillinger?status=afmeldt');
    expect(await findSubscriber(testDb.db, 'farvel@example.dk')).toBeUndefined();
    expect(await checkPreferencesToken(testDb.db, token)).toEqual({ status: 'invalid' });

    for (const late of [await leave(token), await save(token, [firstTopic])]) {
      expect(late.status).toBe(403);
      expect(await late.text()).toContain('Linket til dine indstillinger virker ikke');
    }
    expect(await storedTopics(row.id)).toBeUndefined();
  });

  // Issue 45 item 7: before, a forged token answered 403 for an existing reader and 410 for an id nobody has.
  it('answers a forged token for an existing reader and one for an id nobody has identically: status and body', async () => {
    const { row } = await reader('findes@example.dk');
    const otherKey = 'y'.repeat(32);
    const forExisting = signPreferencesToken(row, otherKey);
    const forNobody = signPreferencesToken(
      { id: row.id + 1_000_000, email: 'x@example.dk' },
      otherKey,
    );
    const answer = async (res: Response) => ({ status: res.status, body: await res.text() });
    for (const send of [(t: string) => save(t, [firstTopic]), leave]) {
      const existing = await answer(await send(forExisting));
      expect(existing).toEqual(await answer(await send(forNobody)));
      expect(existing.status).toBe(403);
    }
    expect(await checkPreferencesToken(testDb.db, forExisting)).toEqual(
      await checkPreferencesToken(testDb.db, forNobody),
    );
    expect(await findSubscriber(testDb.db, 'findes@example.dk')).toBeDefined();
  });

  describe('refuses a link that is not a genuine preferences link for this reader, in Danish, changing nothing', () => {
    const cases: [string, (t: { id: number; email: string }, token: string) => string, number][] = [
      ['a forged MAC', (_, token) => forged(token), 403],
      [
        'an unsubscribe link (wrong purpose)',
        (subject) => signUnsubscribeToken(subject, secret),
        403,
      ],
      [
        'a link signed with another secret',
        (subject) => signPreferencesToken(subject, 'x'.repeat(32)),
        403,
      ],
      [
        'another reader id with this MAC',
        (_, token) => token.replace(/^\d+/, (id) => String(Number(id) + 1)),
        403,
      ],
      ['a malformed token', () => 'ikke-et-token', 403],
      ['no token', () => '', 400],
    ];
    it.each(cases)('%s', async (_, tokenOf, status) => {
      const email = `afvist-${status}-${Math.random().toString(36).slice(2, 8)}@example.dk`;
      const { row, token } = await reader(email);
      // The next reader exists too, so "another id" points at a real row and must still be refused.
      await reader(`nabo-${email}`);
      const bad = tokenOf(row, token);
      for (const res of [await save(bad, [firstTopic]), await leave(bad)]) {
        expect(res.status).toBe(status);
        expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
        const html = await res.text();
        expect(html).toContain('<html lang="da">');
        expect(html).toContain('Linket til dine indstillinger virker ikke');
        expect(html).not.toContain(email);
      }
      expect(await findSubscriber(testDb.db, email)).toBeDefined();
      expect(await storedTopics(row.id)).toBeNull();
    });
  });

  it('a preferences link cannot unsubscribe through the one-click address either', async () => {
    const { token } = await reader('kun-indstillinger@example.dk');
    const res = await handleUnsubscribePost(
      new Request(`${origin}/nyhedsbrev/afmeld?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(res.status).toBe(400);
    expect(await findSubscriber(testDb.db, 'kun-indstillinger@example.dk')).toBeDefined();
  });

  it.each<[string, () => Promise<Response>]>([
    [
      'an unknown topic',
      async () => save((await reader('ukendt@example.dk')).token, ['findes-ikke']),
    ],
    [
      'an unknown action',
      async () =>
        formPost([
          ['token', (await reader('handling@example.dk')).token],
          ['action', 'slet-alt'],
        ]),
    ],
    ['no action', async () => formPost([['token', (await reader('uden@example.dk')).token]])],
    [
      'a JSON body',
      async () => POST(jsonRequest('/api/newsletter/preferences', { token: 'x', action: 'gem' })),
    ],
    [
      'an oversized form',
      async () =>
        formPost([
          ['token', 'x'.repeat(20_000)],
          ['action', 'gem'],
        ]),
    ],
  ])('answers %s with 400 and a Danish page, changing nothing', async (_, send) => {
    const before = await testDb.db.select().from(newsletterSubscribers);
    const res = await send();
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(
      /Dine valg kunne ikke gemmes|Linket til dine indstillinger virker ikke/,
    );
    const after = await testDb.db.select().from(newsletterSubscribers);
    expect(after.filter((r) => before.some((b) => b.id === r.id))).toEqual(before);
  });
});
