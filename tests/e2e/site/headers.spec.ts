import { expect, test } from '@playwright/test';

// Every page's Observatory grade (A+, no penalty) is checked page by page in served-pages.spec.ts.
test('security headers are set as promised', async ({ request }) => {
  const page = await request.get('/');
  const h = page.headers();
  expect(h['x-powered-by']).toBeUndefined();
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(
    Number(h['strict-transport-security']?.match(/max-age=(\d+)/)?.[1]),
  ).toBeGreaterThanOrEqual(31536000);
  expect(h['cross-origin-opener-policy']).toBe('same-origin');
  expect(h['permissions-policy']).toMatch(/camera=\(\)/);
  expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(h['x-frame-options']).toBeUndefined();
});

test('API answers carry a charset and a Cache-Control that fits them', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const get = await request.get('/api/poll?pollId=ai_welfare_2025');
  expect(get.headers()['content-type']).toBe('application/json; charset=utf-8');
  expect(get.headers()['cache-control']).toMatch(/^public, max-age=5/);
  const bad = await request.post('/api/contact', { data: { name: 'x' }, headers: { origin } });
  expect(bad.status()).toBe(422);
  expect(bad.headers()['content-type']).toBe('application/json; charset=utf-8');
  expect(bad.headers()['cache-control']).toBe('no-store');
  const vote = await request.post('/api/poll', {
    data: { pollId: 'ai_welfare_2025', optionId: 'option2' },
    headers: { origin },
  });
  expect(vote.status()).toBe(201);
  expect(vote.headers()['cache-control']).toBe('no-store');
});
