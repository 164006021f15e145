import { devices, type Page } from '@playwright/test';
import { expect, test } from './shared-page';
import { expectNoAxeViolations, viewports } from './axe';

test.describe('site shell', () => {
  test('marks the current nav item and matches / exactly', async ({ sharedPage: page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hovedmenu' });
    await expect(nav.getByRole('link', { name: 'Hjem' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('skip link moves focus to the main content', async ({ sharedPage: page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Spring til indhold' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('the keyboard reaches every nav link in order', async ({ sharedPage: page }) => {
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
    sharedPage: page,
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

  test('unknown paths answer 404 with the not-found page', async ({ sharedPage: page }) => {
    const response = await page.goto('/findes-ikke-her');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const [name, size] of Object.entries(viewports)) {
    test(`axe finds nothing on / and the 404 page (${name})`, async ({ sharedPage: page }) => {
      await page.setViewportSize(size);
      await page.goto('/');
      await expectNoAxeViolations(page);
      await page.goto('/findes-ikke-her');
      await expectNoAxeViolations(page);
    });
  }
});

// Spec: on mobile devices the Facebook and Instagram profile links open the app; elsewhere they stay web links. The
// HTML carries the web address; SiteEffects' document listener (useAppLinks) swaps in the deep link as the link is tapped or clicked.
const PHONE = { ...devices['iPhone 13'], viewport: { width: 375, height: 812 } };
const facebookLinks = (page: Page) => page.getByRole('link', { name: /på Facebook/ });

async function activate(page: Page, index: number, how: 'tap' | 'click' | 'Enter') {
  const link = facebookLinks(page).nth(index);
  // Stay on the page: what the browser would follow is the href as the click's default action reads it.
  await link.evaluate((a) => a.addEventListener('click', (event) => event.preventDefault()));
  if (how === 'Enter') {
    await link.focus();
    await page.keyboard.press('Enter');
  } else await link[how]();
  return link.getAttribute('href');
}

test.describe('social profile links on a phone', () => {
  test.use({
    userAgent: PHONE.userAgent,
    viewport: PHONE.viewport,
    hasTouch: true,
    isMobile: true,
  });

  test('a tap or Enter straight after load opens the app link; the HTML keeps the web link', async ({
    page,
  }) => {
    await page.goto('/kontakt');
    await expect(facebookLinks(page)).toHaveCount(2);
    await expect(facebookLinks(page).first()).toHaveAttribute(
      'href',
      /^https:\/\/www\.facebook\.com\//,
    );
    expect(await activate(page, 0, 'tap')).toMatch(/^fb:\/\/facewebmodal\/f\?href=https%3A/);
    expect(await activate(page, 1, 'Enter')).toMatch(/^fb:\/\/facewebmodal\/f\?href=https%3A/);
    const instagram = page.locator('footer').getByRole('link', { name: /på Instagram/ });
    await instagram.evaluate((a) => a.addEventListener('click', (event) => event.preventDefault()));
    await instagram.tap();
    await expect(instagram).toHaveAttribute('href', /^instagram:\/\/user\?username=/);
  });
});

test('on a desktop the social profile links stay web links when clicked', async ({
  sharedPage: page,
}) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/kontakt');
  expect(await activate(page, 1, 'click')).toMatch(/^https:\/\/www\.facebook\.com\//);
});
