import { jest } from '@jest/globals';
import { requestDemo, simulateReduceDocs } from '@/lib/demo/client';

const respond = (status: number, body: string | object) => async () =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const transport = {
  ok: false,
  toast: 'Fejl ved AI-analyse. Prøv igen.',
  text: '❌ Kunne ikke analysere teksten. Prøv venligst igen.',
};
const unexpected = {
  ok: false,
  toast: 'Uventet fejl opstod',
  text: '❌ Uventet fejl opstod. Prøv venligst igen.',
};

describe('requestDemo', () => {
  it('posts demoType and input as JSON and returns the result', async () => {
    const fetcher = jest.fn(respond(200, { result: 'Anbefalet afdeling: Skole' }));
    expect(
      await requestDemo('route', 'Skolen', undefined, fetcher as unknown as typeof fetch),
    ).toEqual({ ok: true, text: 'Anbefalet afdeling: Skole' });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/demo');
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(String(init.body))).toEqual({ demoType: 'route', input: 'Skolen' });
  });

  it.each([
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch')), transport],
    [
      'the function being unreachable',
      respond(502, { error: { code: 'demo_unavailable', message: 'x' } }),
      transport,
    ],
    ['a gateway page instead of JSON', respond(504, '<html>Gateway Timeout</html>'), transport],
    [
      'an error message from the function',
      respond(502, { error: { code: 'demo_failed', message: 'Teksten er på et ukendt sprog' } }),
      {
        ok: false,
        toast: 'Teksten er på et ukendt sprog',
        text: '❌ Teksten er på et ukendt sprog',
      },
    ],
    [
      'an empty result',
      respond(200, { result: '  ' }),
      { ok: false, toast: 'Ingen resultat modtaget', text: '❌ Ingen resultat modtaget' },
    ],
    [
      'a validation error',
      respond(422, {
        error: { code: 'validation_failed', message: 'Teksten må højst være 5000 tegn' },
      }),
      {
        ok: false,
        toast: 'Teksten må højst være 5000 tegn',
        text: '❌ Teksten må højst være 5000 tegn',
      },
    ],
    [
      'the rate limit',
      respond(429, {
        error: {
          code: 'rate_limited',
          message: 'For mange forespørgsler. Vent lidt, og prøv igen.',
        },
      }),
      {
        ok: false,
        toast: 'For mange forespørgsler. Vent lidt, og prøv igen.',
        text: '❌ For mange forespørgsler. Vent lidt, og prøv igen.',
      },
    ],
    [
      'a server error',
      respond(500, {
        error: { code: 'internal_error', message: 'Der opstod en uventet fejl. Prøv igen senere.' },
      }),
      unexpected,
    ],
    ['a 200 that is not JSON', respond(200, 'ok'), unexpected],
  ])('maps %s to the spec texts', async (_, fetcher, expected) => {
    expect(
      await requestDemo('summarize', 'Tekst', undefined, fetcher as unknown as typeof fetch),
    ).toEqual(expected);
  });

  it('resolves to null when aborted, so a switched-away demo shows nothing', async () => {
    const controller = new AbortController();
    const fetcher = (_: unknown, init: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    const pending = requestDemo(
      'route',
      'Tekst',
      controller.signal,
      fetcher as unknown as typeof fetch,
    );
    controller.abort();
    expect(await pending).toBeNull();
  });
});

describe('simulateReduceDocs', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers the canned result after 2000 ms, not before', async () => {
    let outcome: unknown;
    void simulateReduceDocs().then((o) => (outcome = o));
    await jest.advanceTimersByTimeAsync(1999);
    expect(outcome).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({
      ok: true,
      text: expect.stringContaining('Estimeret årlig besparelse: 260 timer'),
    });
  });

  it('resolves to null when aborted', async () => {
    const controller = new AbortController();
    const pending = simulateReduceDocs(controller.signal);
    controller.abort();
    expect(await pending).toBeNull();
  });
});
