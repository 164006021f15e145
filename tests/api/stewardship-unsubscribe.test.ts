import { handleUnsubscribePost as POST } from '@/app/(site)/nyhedsbrev/afmeld/one-click';
import { findSubscriber } from '@/db/queries/newsletter';
import { newsletterSubscribers } from '@/db/schema';
import { checkUnsubscribeToken } from '@/lib/stewardship/unsubscribe';
import { signUnsubscribeToken } from '@/lib/stewardship/unsubscribe-token';
import { dbKind } from '@/tests/helpers/db';
import { newsletterTestDb, subscribedReader } from './newsletter-reader';
import { rowCount } from './request';

const secret = 'unsubscribe-secret-for-tests-0123456789';
const testDb = newsletterTestDb(secret);

/** Subscribes through the public API, as a visitor would, and returns the token of their link. */
async function subscribed(email: string) {
  return signUnsubscribeToken(await subscribedReader(testDb.db, email), secret);
}

const buttonPost = (token: string | null) =>
  POST(
    new Request(
      `http://localhost:3106/nyhedsbrev/afmeld${token === null ? '' : `?token=${encodeURIComponent(token)}`}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost:3106',
        },
        body: '',
      },
    ),
  );

const oneClick = (token: string, contentType = 'application/x-www-form-urlencoded') => {
  const multipart = contentType.startsWith('multipart');
  const body = multipart
    ? '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n'
    : 'List-Unsubscribe=One-Click';
  return POST(
    new Request(`http://localhost:3106/nyhedsbrev/afmeld?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': multipart ? 'multipart/form-data; boundary=b' : contentType },
      body,
    }),
  );
};

describe(`unsubscribe on ${dbKind()}`, () => {
  it('GET-side check only looks: a valid token is reported valid and nothing is deleted', async () => {
    const token = await subscribed('Lise.Berg@Example.dk');
    expect(await checkUnsubscribeToken(testDb.db, token)).toMatchObject({
      status: 'valid',
      email: 'Lise.Berg@Example.dk',
    });
    expect(await checkUnsubscribeToken(testDb.db, token)).toMatchObject({ status: 'valid' });
    expect(await findSubscriber(testDb.db, 'lise.berg@example.dk')).toBeDefined();
  });

  it('the button POST removes the subscriber and redirects to the confirmation; a replay gets the one "ugyldig"', async () => {
    const token = await subscribed('mads@example.dk');
    const other = await subscribed('other@example.dk');
    const before = await rowCount(testDb, newsletterSubscribers);

    const res = await buttonPost(token);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/nyhedsbrev/afmeld?status=afmeldt');
    expect(await findSubscriber(testDb.db, 'mads@example.dk')).toBeUndefined();
    expect(await rowCount(testDb, newsletterSubscribers)).toBe(before - 1);

    const replay = await buttonPost(token);
    expect(replay.headers.get('location')).toBe('/nyhedsbrev/afmeld?status=ugyldig');
    expect(await rowCount(testDb, newsletterSubscribers)).toBe(before - 1);
    expect(await checkUnsubscribeToken(testDb.db, other)).toMatchObject({ status: 'valid' });
  });

  it.each([
    ['a changed signature', (t: string) => t.slice(0, -3) + (t.endsWith('AAA') ? 'BBB' : 'AAA')],
    [
      'a token moved to another subscriber id',
      (t: string, otherId: number) => t.replace(/^\d+/, String(otherId)),
    ],
    ['a truncated token', (t: string) => t.slice(0, 20)],
    [
      'a token signed with another secret',
      (t: string) =>
        signUnsubscribeToken(
          { id: Number(t.split('.')[0]), email: 'tamper@example.dk' },
          'another-secret-0123456789',
        ),
    ],
    ['garbage', () => '<script>alert(1)</script>'],
  ])('refuses %s with "ugyldig" and deletes nothing', async (_, tamper) => {
    const token = await subscribed(`tamper-${Math.random().toString(36).slice(2)}@example.dk`);
    const victim = (await findSubscriber(testDb.db, 'other@example.dk'))!;
    const before = await rowCount(testDb, newsletterSubscribers);
    const res = await buttonPost(tamper(token, victim.id));
    expect(res.headers.get('location')).toBe('/nyhedsbrev/afmeld?status=ugyldig');
    expect(await rowCount(testDb, newsletterSubscribers)).toBe(before);
  });

  it('a POST without a token is "ugyldig" and deletes nothing', async () => {
    const before = await rowCount(testDb, newsletterSubscribers);
    expect((await buttonPost(null)).headers.get('location')).toBe(
      '/nyhedsbrev/afmeld?status=ugyldig',
    );
    expect(await rowCount(testDb, newsletterSubscribers)).toBe(before);
  });

  it.each(['application/x-www-form-urlencoded', 'multipart/form-data'])(
    'RFC 8058 one-click POST (%s) unsubscribes with a plain-text 200; a replay gets the one 400 of every dead link',
    async (contentType) => {
      const token = await subscribed(`oneclick-${contentType.length}@example.dk`);
      const res = await oneClick(token, contentType);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toMatch(/^Du er nu afmeldt\./);
      expect(await checkUnsubscribeToken(testDb.db, token)).toEqual({ status: 'invalid' });
      const replay = await oneClick(token, contentType);
      expect(replay.status).toBe(400);
      expect(await replay.text()).toMatch(/^Afmeldingslinket virker ikke\. .*allerede afmeldt/);
    },
  );

  it('a one-click POST with a tampered token gets 400 and deletes nothing', async () => {
    const token = await subscribed('oneclick-tamper@example.dk');
    const res = await oneClick(token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/^Afmeldingslinket virker ikke\./);
    expect(await checkUnsubscribeToken(testDb.db, token)).toMatchObject({ status: 'valid' });
  });

  // Issue 45 item 7: before, one-click answered 400 for a forged token of an existing reader and 200 for an id nobody
  // has, and the button 303'd to ?status=ugyldig and ?status=allerede: a way to probe which ids are readers.
  it('answers a forged token for an existing reader and one for an id nobody has identically: status and body', async () => {
    const victim = (await findSubscriber(testDb.db, 'other@example.dk'))!;
    const otherKey = 'another-secret-0123456789';
    const forExisting = signUnsubscribeToken(victim, otherKey);
    const forNobody = signUnsubscribeToken(
      { id: victim.id + 1_000_000, email: 'x@example.dk' },
      otherKey,
    );
    const answer = async (res: Response) => ({
      status: res.status,
      location: res.headers.get('location'),
      body: await res.text(),
    });
    for (const send of [oneClick, buttonPost]) {
      const existing = await answer(await send(forExisting));
      expect(existing).toEqual(await answer(await send(forNobody)));
    }
    expect(await checkUnsubscribeToken(testDb.db, forExisting)).toEqual(
      await checkUnsubscribeToken(testDb.db, forNobody),
    );
    expect(await findSubscriber(testDb.db, 'other@example.dk')).toBeDefined();
  });
});
