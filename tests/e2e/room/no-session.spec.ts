// Without a session, every page of the room redirects to sign-in and every API it uses answers 401: never data. The
// routes are read from the file system (tests/helpers/room-routes.ts), so a new room page or handler is in here at once.
import { expect, test } from '@playwright/test';
import { PUBLIC_APIS, PUBLIC_PAGES, roomApis, roomPages } from '../../helpers/room-routes';

// The routes as the file system has them, plus a few addresses that reach them another way.
const pages = [
  ...roomPages()
    .map((page) => page.path)
    .filter((path) => !PUBLIC_PAGES.includes(path)),
  '/kampagne/frivillige',
  '/kampagne/tilmeldinger',
  '/kampagne/indbakke?kategori=klage',
  '/kampagne/slet?email=anna%40example.dk',
  '/kampagne/findes-ikke',
];
const apis: [method: string, path: string][] = [
  ...roomApis()
    .filter((api) => !PUBLIC_APIS.includes(`${api.method} ${api.path}`))
    .map((api): [string, string] => [api.method, api.path]),
  ['GET', '/api/kampagne/lister/frivillige/csv'],
  ['GET', '/api/kampagne/lister/tilmeldinger/csv'],
  ['GET', '/api/kampagne/lister/findes-ikke/csv'],
];

test('the file system gives the room’s pages and handlers', () => {
  expect(pages).toContain('/kampagne');
  expect(apis).toContainEqual(['POST', '/api/kampagne/slet']);
});

test.describe('no session', () => {
  for (const path of pages) {
    test(`${path} redirects to sign-in`, async ({ request, baseURL }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(new URL(response.headers().location!, baseURL).pathname).toBe('/kampagne/log-ind');
      expect(await response.text()).not.toMatch(/@example\.dk|afmeld|token=/);
      expect(response.headers()['x-robots-tag']).toContain('noindex');
    });
  }
  for (const [method, path] of apis) {
    test(`${method} ${path} answers 401`, async ({ request, baseURL }) => {
      const response = await request.fetch(path, {
        method,
        maxRedirects: 0,
        headers: { origin: baseURL! },
        form: method === 'POST' ? { email: 'anna@example.dk', bekraeft: 'ja' } : undefined,
      });
      expect(response.status()).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: 'unauthorized', message: 'Log ind i kampagnerummet først.' },
      });
      expect(response.headers()['cache-control']).toContain('no-store');
      expect(response.headers()['x-robots-tag']).toContain('noindex');
    });
  }

  test('the sign-in page: noindex, no-store, no framing, its own nonce policy', async ({
    request,
  }) => {
    const response = await request.get('/kampagne/log-ind');
    expect(response.status()).toBe(200);
    const h = response.headers();
    expect(h['x-robots-tag']).toContain('noindex');
    expect(h['cache-control']).toContain('no-store');
    const csp = h['content-security-policy']!;
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    const nonce = csp.match(/'nonce-([^']+)'/)![1];
    const html = await response.text();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });

  test('the sign-in link’s page shows a button and nothing else: no cookie, no data, the token sent to no other site', async ({
    request,
  }) => {
    const response = await request.get(
      '/kampagne/log-ind/bekraeft?token=abcdefghijklmnopqrstuvwxyzABCDEF',
      {
        maxRedirects: 0,
      },
    );
    expect(response.status()).toBe(200);
    expect(response.headers()['set-cookie']).toBeUndefined();
    expect(response.headers()['x-robots-tag']).toContain('noindex');
    expect(response.headers()['cache-control']).toContain('no-store');
    const html = await response.text();
    expect(html).toMatch(/<meta name="referrer" content="same-origin"/);
    expect(response.headers()['referrer-policy']).toBe('same-origin');
    expect(html).toContain('action="/api/kampagne/log-ind/bekraeft"');
    const without = await request.get('/kampagne/log-ind/bekraeft', { maxRedirects: 0 });
    expect(new URL(without.headers().location!, 'http://x').pathname).toBe('/kampagne/log-ind');
  });

  test('the room is not in the sitemap or robots.txt and no public page links to it', async ({
    request,
  }) => {
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/kampagne');
    for (const path of ['/', '/kontakt', '/privatliv'])
      expect(await (await request.get(path)).text()).not.toMatch(/href="\/kampagne/);
  });
});
