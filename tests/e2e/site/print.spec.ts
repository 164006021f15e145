import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './shared-page';

const site = JSON.parse(fs.readFileSync('content/site.json', 'utf8')) as { partyName: string };

const pages = {
  'policy area': '/politik/skole-uddannelse',
  theme: '/politik/aabne-data',
  policy: '/politik/velf%C3%A6rd-og-omsorg/mere-tid-til-naervaer',
  case: '/cases/ai-byggesag',
  candidate: '/kandidater/mette-lund-hansen',
  playbook: '/ai/playbooks/ai-i-aeldreplejen',
  'news post': '/nyheder/laeserbrev-borgerne-skal-kunne-se-kommunens-ai',
  newsletter: '/nyhedsbrev/2026-10-byraadet-og-ventetider',
  // An event with places: its page carries the sign-up form and the calendar buttons.
  event: '/moed-os/debat-paa-biblioteket',
  events: '/moed-os',
  vote: '/stem',
  home: '/',
  ai: '/ai',
  vision: '/vision',
};

/** Everything a printout must leave out; each selector must match at least one element on some page. */
const hidden = {
  'header navigation': 'body > header nav',
  'search button': 'body > header a[aria-label="Søg"]',
  'mobile menu toggle': 'body > header button[aria-controls="main-menu"]',
  'skip link': 'a[href="#main"]',
  footer: 'body > footer',
  'footer links': 'footer nav a',
  carousel: '[aria-roledescription="carousel"]',
  'share button': 'main button:has-text("Del")',
  'download buttons': 'main button:has-text("Download")',
  'demo area': 'section[aria-labelledby="ai-demo-heading"]',
  'back and contact buttons': 'main .btn-secondary, main .btn-primary',
  forms: 'main form',
};

const today = new Intl.DateTimeFormat('da-DK', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
}).format(new Date());

async function visibleHidden(page: Page) {
  const shown: string[] = [];
  const present: string[] = [];
  for (const [name, selector] of Object.entries(hidden)) {
    const all = page.locator(selector);
    const count = await all.count();
    if (count) present.push(name);
    for (let i = 0; i < count; i++) if (await all.nth(i).isVisible()) shown.push(name);
  }
  return { shown, present };
}

test.describe('print', () => {
  test('print media hides navigation, controls and footer on every page type and ends with the print stamp', async ({
    sharedPage: page,
  }) => {
    test.setTimeout(90_000);
    const seen = new Set<string>();
    for (const [kind, path] of Object.entries(pages)) {
      await page.goto(path);
      await page.emulateMedia({ media: 'print' });
      const { shown, present } = await visibleHidden(page);
      present.forEach((name) => seen.add(name));
      expect(shown, `${kind} (${path}) prints ${shown.join(', ')}`).toEqual([]);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const stamp = page.locator('[data-print-stamp]');
      await expect(stamp).toBeVisible();
      await expect(stamp).toContainText(`Udskrevet fra ${site.partyName} den ${today}`);
      await expect(stamp).toContainText(
        new URL(page.url()).pathname === '/' ? page.url() : decodeURI(new URL(page.url()).pathname),
      );
      const colors = await page.evaluate(() => [
        getComputedStyle(document.querySelector('h1')!).color,
        getComputedStyle(document.body).backgroundColor,
      ]);
      expect(colors[0]).toBe('rgb(0, 0, 0)');
      await page.emulateMedia({ media: 'screen' });
      await expect(page.locator('[data-print-stamp]')).toBeHidden();
    }
    // Every hidden kind was really on some page, so the checks above could fail.
    expect([...seen].sort()).toEqual(Object.keys(hidden).sort());
  });

  test('external links print their address; internal ones do not', async ({ sharedPage: page }) => {
    await page.goto('/vision');
    await page.emulateMedia({ media: 'print' });
    const external = page.locator('main a[href^="https://"]').first();
    const href = await external.getAttribute('href');
    expect(await external.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(
      `" (${href})"`,
    );
    const internal = page.locator('main a[href^="/cases/"]').first();
    expect(await internal.evaluate((a) => getComputedStyle(a, '::after').content)).not.toContain(
      '/cases/',
    );
  });

  test('a toast is not printed', async ({ page }) => {
    await page.goto('/politik/velf%C3%A6rd-og-omsorg/mere-tid-til-naervaer');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Del' }).click();
    const toast = page.getByText('Link kopieret til udklipsholder!');
    await expect(toast).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(toast).toBeHidden();
  });

  for (const [kind, path] of [
    ['policy', pages['policy area']],
    ['candidate', pages.candidate],
  ] as const) {
    test(`page.pdf() of the ${kind} page is a short, readable PDF`, async ({
      sharedPage: page,
    }, testInfo) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      // The stamp's date and address are filled once the page has loaded its script, as when a visitor prints.
      await expect(page.locator('[data-print-stamp]')).toContainText(' den ');
      await page.emulateMedia({ media: 'print' });
      const pdf = await page.pdf({ format: 'A4', printBackground: false });
      const file = testInfo.outputPath(`${kind}.pdf`);
      fs.writeFileSync(file, pdf);
      fs.mkdirSync('test-results/print', { recursive: true });
      fs.copyFileSync(file, `test-results/print/${kind}.pdf`);
      const pageCount = (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
      await testInfo.attach(`${kind}.pdf`, { path: file, contentType: 'application/pdf' });
      console.log(`${kind} page ${path}: ${pageCount} PDF page(s), ${pdf.length} bytes`);
      expect(pageCount).toBeGreaterThanOrEqual(1);
      expect(pageCount).toBeLessThanOrEqual(4);
    });
  }
});
