import { expect, type APIRequestContext } from '@playwright/test';

// Subscriber ids are a serial and never reused, so a subscriber this worker creates has an id above every one it found
// before: the search starts there instead of at 1 (issue 44: a search from 1, one id at a time, rendered a page per
// subscriber the suite had made so far, in each of the 13 tests that need one).
let lastFound = 0;
const BATCH = 8;
const SPAN = 400;

/**
 * Subscribes `email` through POST /api/newsletter and returns the token of its link. The API does not reveal the new
 * row's id, so ids are tried, a batch at a time: `sign(id)` makes the token for an id, and only the subscriber's own id
 * gives a page at `path` that contains `ownPage` (any other id is refused as another reader's).
 */
export async function subscribeAndSign(
  request: APIRequestContext,
  email: string,
  { path, ownPage, sign }: { path: string; ownPage: string; sign: (id: number) => string },
) {
  expect((await request.post('/api/newsletter', { data: { email, consent: true } })).status()).toBe(
    201,
  );
  for (let from = lastFound + 1; from <= lastFound + SPAN; from += BATCH) {
    const ids = Array.from({ length: BATCH }, (_, i) => from + i);
    const found = await Promise.all(
      ids.map(async (id) => {
        const token = sign(id);
        const html = await (await request.get(`${path}?token=${token}`)).text();
        return html.includes(ownPage) ? { id, token } : undefined;
      }),
    );
    const own = found.find((f) => f !== undefined);
    if (own) {
      lastFound = own.id;
      return own.token;
    }
  }
  throw new Error(`no subscriber id from ${lastFound + 1} to ${lastFound + SPAN} matched ${email}`);
}
