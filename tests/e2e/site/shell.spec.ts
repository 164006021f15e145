import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, viewports } from './axe';

test.describe('site shell', () => {
  test('marks the current nav item and matches / exactly', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hovedmenu' });
    await expect(nav.getByRole('link', { name: 'Hjem' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Spring til indhold' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('the keyboard reaches every nav link in order', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/');
    const labels = [
      'Hjem',
      'Vision',
      'Politik',
      'AI Innovation',
      'Cases',
      'KPI',
      'Kandidater',
      'Kontakt',
    ];
    const reached: string[] = [];
    for (let i = 0; i < 15 && reached.length < labels.length; i++) {
      await page.keyboard.press('Tab');
      const text = await page.evaluate(() =>
        document.activeElement?.closest('nav[aria-label="Hovedmenu"]')
          ? document.activeElement.textContent
          : null,
      );
      if (text) reached.push(text.trim());
    }
    expect(reached).toEqual(labels);
  });

  test('mobile menu opens, closes with Escape and closes when a link is chosen', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Åbn menu' });
    const menu = page.locator('#main-menu');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Luk menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Åbn menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Åbn menu' }).click();
    await menu.getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Åbn menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('unknown paths answer 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/findes-ikke-her');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const [name, size] of Object.entries(viewports)) {
    test(`axe finds nothing on / and the 404 page (${name})`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/');
      await expectNoAxeViolations(page);
      await page.goto('/findes-ikke-her');
      await expectNoAxeViolations(page);
    });
  }
});
