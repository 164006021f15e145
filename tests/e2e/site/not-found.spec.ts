import { expect, test } from '@playwright/test';

// Every not-found state answers itself with HTTP 404, its spec text and its link, on a server bound to 127.0.0.1
// (playwright.config.ts), where a same-site rewrite used to be network-proxied and loop until the socket hung up (a
// loop fails here as an error, not as a slow answer). How fast they answer is measured by `npm run bench:not-found`.
const states = [
  { path: '/politik/findes-ikke', text: 'Tema ikke fundet', link: '/politik' },
  { path: '/politik/digitalisering/findes-ikke', text: 'Politik ikke fundet', link: '/politik' },
  { path: '/cases/findes-ikke', text: 'Case ikke fundet', link: '/cases' },
  { path: '/kandidater/findes-ikke', text: 'Kandidat ikke fundet', link: '/kandidater' },
  { path: '/ai/playbooks/findes-ikke', text: 'Playbook ikke fundet', link: '/ai' },
  { path: '/nyheder/findes-ikke', text: 'Nyhed ikke fundet', link: '/nyheder' },
  { path: '/nyhedsbrev/findes-ikke', text: 'Nyhedsbrev ikke fundet', link: '/nyhedsbrev' },
];

// A fresh server loads proxy.ts and the content index on the first request the proxy sees; a real page under the same
// matcher pays that once.
test.beforeAll(async ({ request }) => {
  expect((await request.get('/politik/digitalisering', { timeout: 30_000 })).status()).toBe(200);
});

const visibleText = (html: string) =>
  html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');

for (const { path, text, link } of states) {
  test(`${path} answers 404 "${text}" itself, without a proxy loop`, async ({ request, page }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(visibleText(html)).toContain(text);
    // Strict CSP: the build-time hashed policy, never 'unsafe-inline' scripts.
    const policy =
      html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1] ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');

    const violations: string[] = [];
    page.on(
      'console',
      (m) =>
        m.type() === 'error' &&
        /Content Security Policy/i.test(m.text()) &&
        violations.push(m.text()),
    );
    expect((await page.goto(path))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
    await expect(page.locator('main').locator(`a[href="${link}"]`)).toBeVisible();
    expect(violations).toEqual([]);
  });
}

test('a real page next to them still answers 200', async ({ request }) => {
  expect((await request.get('/cases')).status()).toBe(200);
});
