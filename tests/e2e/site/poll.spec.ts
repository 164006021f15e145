import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, viewports } from './axe';

test.describe('home page poll', () => {
  test('votes once, shows rounded percent and count, and remembers the vote', async ({ page }) => {
    await page.goto('/');
    const poll = page.locator('section[aria-labelledby="poll-heading"]');
    const button = poll.getByRole('button', { name: 'Afgiv stemme' });
    await expect(button).toBeDisabled();
    await poll.getByLabel('Delvist – men kun med tydelige rammer').check();
    await expect(button).toBeEnabled();

    // Hold the answer back so the sending state is visible.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/poll', async (route) => {
      await held;
      await route.continue();
    });
    await button.click();
    await expect(poll.getByRole('button', { name: 'Sender stemme...' })).toBeDisabled();
    release();

    await expect(page.getByText('Tak for din stemme!')).toBeVisible();
    const results = poll.getByRole('list', { name: 'Resultater' });
    await expect(results.getByRole('listitem')).toHaveCount(4);
    await expect(results.getByRole('listitem').filter({ hasText: 'Delvist' })).toContainText(
      /\d+ % · [\d.]+ stemme/,
    );
    await expect(poll.getByText(/^I alt [\d.]+ stemme/)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('ai_poll_voted'))).toBe('true');

    await page.unroute('**/api/poll');
    await page.reload();
    // The poll hydrates as the reader nears it (issue 48): then it reads the remembered vote.
    await poll.scrollIntoViewIfNeeded();
    await expect(poll.getByRole('list', { name: 'Resultater' })).toBeVisible();
    await expect(poll.getByRole('radio')).toHaveCount(0);
  });

  test('a failed vote shows the error toast and keeps the form', async ({ page }) => {
    await page.route('**/api/poll', (route) =>
      route.fulfill({
        status: 503,
        json: { error: { code: 'database_unavailable', message: 'x' } },
      }),
    );
    await page.goto('/');
    const poll = page.locator('section[aria-labelledby="poll-heading"]');
    await poll.getByLabel('Ja, helt sikkert').check();
    await poll.getByRole('button', { name: 'Afgiv stemme' }).click();
    await expect(page.getByText('Kunne ikke registrere stemme. Prøv igen.')).toBeVisible();
    await expect(poll.getByLabel('Ja, helt sikkert')).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('ai_poll_voted'))).toBeNull();
  });

  test('a voter whose results cannot load sees no error', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('ai_poll_voted', 'true'));
    await page.route('**/api/poll?*', (route) => route.abort());
    await page.goto('/');
    const poll = page.locator('section[aria-labelledby="poll-heading"]');
    // The poll hydrates as it nears the viewport (issue 14); before that the visitor cannot see it anyway.
    await poll.scrollIntoViewIfNeeded();
    await expect(poll.getByText(/^Du har stemt\./)).toBeVisible();
    // No toast at all (the demo area's own live region is not the poll's business).
    await page.waitForTimeout(500);
    await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0);
    await expect(poll.getByRole('alert')).toHaveCount(0);
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`form and results have no axe violations (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await page.locator('#poll-heading').scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page);
      await page.getByLabel('Ved ikke / Har brug for mere viden').check();
      await page.getByRole('button', { name: 'Afgiv stemme' }).click();
      await expect(page.getByRole('list', { name: 'Resultater' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
