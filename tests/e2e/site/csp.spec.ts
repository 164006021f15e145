import { expect, test } from './shared-page';
import { collect, watch } from './csp-watch';

// Every page's own load (violations, page errors, its CSP meta, hydration) is checked page by page in
// visited-pages.spec.ts, in the same visit as its width.

test('the page hydrates under the policy (client navigation works)', async ({
  sharedPage: page,
}) => {
  const problems = watch(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Åbn menu' }).click();
  await expect(page.getByRole('button', { name: 'Luk menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await collect(page, problems);
  expect(problems).toEqual([]);
});

test('the per-request unsubscribe page runs under a nonce policy without violations', async ({
  page,
  request,
}) => {
  // Raw HTML: every inline script carries this response's nonce (browsers hide nonce attributes from the DOM).
  const raw = await request.get('/nyhedsbrev/afmeld?token=1.ugyldig');
  const csp = raw.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(csp.match(/script-src [^;]*/)![0]).not.toMatch(/unsafe/);
  const nonce = csp.match(/'nonce-([^']+)'/)![1]!;
  const html = await raw.text();
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].filter(
    (m) => !m[1]!.includes('application/ld+json'),
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const m of inline) expect(m[1]).toContain(`nonce="${nonce}"`);

  const problems = watch(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/nyhedsbrev/afmeld?token=1.ugyldig');
  await page.getByRole('button', { name: 'Åbn menu' }).click();
  await expect(page.getByRole('button', { name: 'Luk menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await collect(page, problems);
  expect(problems).toEqual([]);
});

test('interactive flows break no policy: carousel, poll, demo, filters, chart, forms, share', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(baseURL!).origin,
  });
  const problems = watch(page);
  await page.goto('/');
  await page
    .getByRole('button', { name: /^Næste/ })
    .first()
    .click();
  await page.getByLabel('Ja, helt sikkert').check();
  await page.getByRole('button', { name: /stem/i }).first().click();
  await expect(page.getByText('Tak for din stemme!')).toBeVisible();
  const demo = page.locator('section[aria-labelledby="ai-demo-heading"]');
  await demo
    .getByRole('textbox')
    .fill('Jeg har et spørgsmål om min byggetilladelse til en carport.');
  await demo
    .getByRole('button', { name: /kør|analys/i })
    .first()
    .click();
  await expect(demo.getByText('Analyserer...').first()).toBeHidden({ timeout: 10_000 });
  await collect(page, problems);
  await page.goto('/cases?status=pilot');
  await expect(page.getByText(/^Viser \d+ af \d+ cases$/)).toBeVisible();
  await collect(page, problems);
  await page.goto('/kpi');
  await page.getByLabel('Visning').selectOption('quarterly');
  await expect(page.getByText(/2024 Q1/).first()).toBeAttached();
  await collect(page, problems);
  await page.goto('/kontakt');
  await page.getByRole('button', { name: /send/i }).first().click();
  await collect(page, problems);
  await page.goto('/politik/digitalisering-og-ai/ansvarlig-ai-i-sagsbehandlingen');
  await page.getByRole('button', { name: 'Del' }).click();
  await expect(page.getByText('Link kopieret til udklipsholder!')).toBeVisible();
  await collect(page, problems);
  expect(problems).toEqual([]);
});
