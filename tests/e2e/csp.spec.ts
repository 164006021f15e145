import { expect, test, type Page } from '@playwright/test';
import { sitemapPaths } from './routes';

function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Content[- ]Security[- ]Policy|Refused to (execute|load|apply|connect|frame)/i.test(text)) problems.push(`console: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test('no page breaks its Content-Security-Policy or throws, and pages hydrate', async ({ page, request }) => {
  test.setTimeout(180_000);
  const paths = [...(await sitemapPaths(request)), '/findes-ikke'];
  const problems = watch(page);
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'load' });
    // Hydration proof: the client-side nav marks exactly one item (or none) and the menu toggle reacts.
    await expect(page.locator('html[lang="da"]')).toHaveCount(1);
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp, `${path} has a CSP meta`).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
    expect(csp).not.toMatch(/unsafe-(inline|eval)[^;]*;.*style-src|script-src[^;]*unsafe/);
  }
  expect(problems).toEqual([]);
});

test('the page hydrates under the policy (client navigation works)', async ({ page }) => {
  const problems = watch(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Åbn menu' }).click();
  await expect(page.getByRole('button', { name: 'Luk menu' })).toHaveAttribute('aria-expanded', 'true');
  expect(problems).toEqual([]);
});
