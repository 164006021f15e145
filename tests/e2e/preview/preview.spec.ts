// Against the preview build (npm run build:preview, served by tests/e2e/preview/playwright.config.ts with SITE_ENV=preview).
import { expect, test } from '@playwright/test';
import site from '../../../content/site.json' with { type: 'json' };
import { expectNoAxeViolations, viewports } from '../site/axe';

const pages = [
  '/',
  '/politik/digitalisering',
  '/cases/ai-byggesag',
  '/kontakt',
  '/privatliv',
  '/ikke-fundet/politik',
  '/findes-ikke',
];

test.describe('preview deployment', () => {
  for (const path of pages) {
    test(`${path}: noindex header and the banner linking to the public site`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
      const banner = page.getByRole('complementary', { name: 'Forhåndsvisning' });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('Forhåndsvisning – ikke den offentlige side');
      await expect(
        banner.getByRole('link', { name: 'Gå til den offentlige side' }),
      ).toHaveAttribute('href', site.url);
      await expect(banner).toHaveAttribute('data-pagefind-ignore', 'all');
    });
  }

  test('noindex also on assets, route handlers and the embed widget', async ({ request }) => {
    for (const path of ['/embed.js', '/logo.svg', '/embed', '/sitemap.xml']) {
      const response = await request.get(path);
      expect(response.headers()['x-robots-tag'], path).toBe('noindex');
    }
  });

  test('robots.txt disallows everything and names no sitemap; the sitemap is empty', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/User-Agent: \*\nDisallow: \/\n/);
    expect(robots).not.toMatch(/Allow|Sitemap/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<urlset');
    expect(sitemap).not.toContain('<url>');
  });

  test("forms keep working on the preview's own database", async ({ request }) => {
    const response = await request.post('/api/poll', {
      data: { pollId: 'ai_welfare_2025', optionId: 'option1' },
    });
    expect(response.status()).toBe(201);
    const results = (await response.json()) as { options: { id: string; count: number }[] };
    expect(results.options.find((o) => o.id === 'option1')?.count).toBeGreaterThanOrEqual(1);
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`axe finds nothing with the banner shown (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of ['/', '/kontakt']) {
        await page.goto(path);
        await expect(page.getByRole('complementary', { name: 'Forhåndsvisning' })).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }
});
