// Without a session, every route of the room redirects to sign-in and every API it uses answers 401: never data.
import { expect, test } from '@playwright/test';

const pages = [
  '/kampagne',
  '/kampagne/indbakke',
  '/kampagne/indbakke?kategori=klage',
  '/kampagne/nyhedsbrev',
  '/kampagne/frivillige',
  '/kampagne/tilmeldinger',
  '/kampagne/afstemning',
  '/kampagne/besoeg',
  '/kampagne/udgaaende-mail',
  '/kampagne/slet',
  '/kampagne/slet?email=anna%40example.dk',
  '/kampagne/revisionslog',
  '/kampagne/findes-ikke',
];
const apis: [method: 'GET' | 'POST', path: string][] = [
  ['GET', '/api/kampagne/lister/nyhedsbrev/csv'],
  ['GET', '/api/kampagne/lister/frivillige/csv'],
  ['GET', '/api/kampagne/lister/tilmeldinger/csv'],
  ['GET', '/api/kampagne/lister/findes-ikke/csv'],
  ['POST', '/api/kampagne/beskeder/1/behandlet'],
  ['POST', '/api/kampagne/mail/1/send-igen'],
  ['POST', '/api/kampagne/slet'],
  ['POST', '/api/kampagne/log-ud'],
];

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

  test('the room is not in the sitemap or robots.txt and no public page links to it', async ({
    request,
  }) => {
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/kampagne');
    for (const path of ['/', '/kontakt', '/privatliv'])
      expect(await (await request.get(path)).text()).not.toMatch(/href="\/kampagne/);
  });
});
