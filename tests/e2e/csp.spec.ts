import { expect, test, type Page } from '@playwright/test';
import { sitemapPaths } from './routes';

function watch(page: Page) {
  const problems: string[] = [];
  // Some violations (e.g. a caught eval probe) reach DevTools and the DOM event but never the console.
  void page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Content[- ]Security[- ]Policy|Refused to (execute|load|apply|connect|frame)/i.test(text)) problems.push(`console: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

async function collect(page: Page, problems: string[]) {
  const seen = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => []);
  for (const v of seen) if (!problems.includes(`violation: ${v}`)) problems.push(`violation: ${v}`);
}

test('no page breaks its Content-Security-Policy or throws, and pages hydrate', async ({ page, request }) => {
  test.setTimeout(180_000);
  const paths = [...(await sitemapPaths(request)), '/findes-ikke'];
  const problems = watch(page);
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'load' });
    // Hydration proof: the client-side nav marks exactly one item (or none) and the menu toggle reacts.
    const lang = path === '/en' || path.startsWith('/en/') ? 'en' : 'da';
    await expect(page.locator(`html[lang="${lang}"]`)).toHaveCount(1);
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp, `${path} has a CSP meta`).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
    expect(csp).not.toMatch(/unsafe-(inline|eval)[^;]*;.*style-src|script-src[^;]*unsafe/);
    await page.waitForTimeout(300);
    await collect(page, problems);
  }
  await collect(page, problems);
  expect(problems).toEqual([]);
});

test('the page hydrates under the policy (client navigation works)', async ({ page }) => {
  const problems = watch(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Åbn menu' }).click();
  await expect(page.getByRole('button', { name: 'Luk menu' })).toHaveAttribute('aria-expanded', 'true');
  await collect(page, problems);
  expect(problems).toEqual([]);
});

test('the per-request unsubscribe page runs under a nonce policy without violations', async ({ page, request }) => {
  // Raw HTML: every inline script carries this response's nonce (browsers hide nonce attributes from the DOM).
  const raw = await request.get('/nyhedsbrev/afmeld?token=1.ugyldig');
  const csp = raw.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(csp.match(/script-src [^;]*/)![0]).not.toMatch(/unsafe/);
  const nonce = csp.match(/'nonce-([^']+)'/)![1]!;
  const html = await raw.text();
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].filter((m) => !m[1]!.includes('application/ld+json'));
  expect(inline.length).toBeGreaterThan(0);
  for (const m of inline) expect(m[1]).toContain(`nonce="${nonce}"`);

  const problems = watch(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/nyhedsbrev/afmeld?token=1.ugyldig');
  await page.getByRole('button', { name: 'Åbn menu' }).click();
  await expect(page.getByRole('button', { name: 'Luk menu' })).toHaveAttribute('aria-expanded', 'true');
  await collect(page, problems);
  expect(problems).toEqual([]);
});

test('interactive flows break no policy: carousel, poll, demo, filters, chart, forms, share', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
  const problems = watch(page);
  await page.goto('/');
  await page.getByRole('button', { name: /^Næste/ }).first().click();
  await page.getByLabel('Ja, helt sikkert').check();
  await page.getByRole('button', { name: /stem/i }).first().click();
  await expect(page.getByText('Tak for din stemme!')).toBeVisible();
  const demo = page.locator('section[aria-labelledby="ai-demo-heading"]');
  await demo.getByRole('textbox').fill('Jeg har et spørgsmål om min byggetilladelse til en carport.');
  await demo.getByRole('button', { name: /kør|analys/i }).first().click();
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
