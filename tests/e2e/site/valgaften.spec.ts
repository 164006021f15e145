// /valgaften on the production build: the rehearsal night's first wave through the cron into the server's HTML, then the
// next wave reaching an open page by itself (no reload), at 375 and 1280 px, axe clean, by keyboard and without JS.
import { expect, test } from '@playwright/test';
import path from 'node:path';
import { root } from '../base.config';
import { publishUpTo, recordedFiles } from '../../../lib/valgaften/replay';
import { expectNoAxeViolations, viewports } from './axe';
import { e2eValgSource } from './playwright.config';

const NIGHT = path.join(root, 'data/valgaften/rehearsal-lyngbaek');
const cron = { Authorization: 'Bearer e2e-only-cron-secret-0123456789' };

test.describe.configure({ mode: 'serial' });

async function publish(request: import('@playwright/test').APIRequestContext, until: string) {
  await publishUpTo(
    NIGHT,
    path.join(root, e2eValgSource),
    await recordedFiles(NIGHT),
    new Date(until),
  );
  const res = await request.get('/api/cron/valgaften', { headers: cron });
  expect(res.status()).toBe(200);
  expect((await res.json()).error).toBeUndefined();
}

const optalt = /(\d+) af 8 afstemningsområder optalt/;

test('before results the page says when the polls close; the first wave is in the server HTML', async ({
  page,
  request,
}, testInfo) => {
  // The server keeps what the cron stored: a retry finds the night already under way, so only a first attempt can
  // see the page before the results.
  if (testInfo.retry === 0) {
    await publish(request, '2029-11-20T18:00:00Z');
    await page.goto('/valgaften');
    await expect(page.getByRole('heading', { name: 'Ingen resultater endnu' })).toBeVisible();
    await expect(page.getByText('Valgstederne lukker kl. 20')).toBeVisible();
  }

  await publish(request, '2029-11-20T20:00:00Z');
  // The server reads the results at most once a second (lib/valgaften/read.ts), so the first request after the cron
  // may still get the page before them; within a few seconds the HTML has the wave. React separates text parts with
  // <!-- -->; read the HTML as a reader's text would run.
  const html = async () =>
    (await (await request.get('/valgaften')).text()).replaceAll('<!-- -->', '');
  await expect
    .poll(html, { timeout: 10_000, intervals: [500] })
    .toContain('Mandatfordeling – fremskrivning');
  expect(await html()).toMatch(/[1-8] af 8 afstemningsområder optalt/);
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`at ${name} the page updates itself between two waves, axe clean and by keyboard`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // The page's own clock: time runs as usual, and once the server has the next wave the test moves it on by one poll
    // interval (12 s) instead of waiting for it.
    await page.clock.install();
    await page.setViewportSize(viewport);
    await page.goto('/valgaften');
    const counted = async () =>
      Number(optalt.exec((await page.locator('main').innerText()) ?? '')?.[1] ?? -1);
    const before = await counted();
    expect(before).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    // A candidate with a page on the site is a link a keyboard reaches.
    const link = page.locator('main table a[href^="/kandidater/"]').first();
    await expect(link).toBeVisible();
    for (let i = 0; i < 60 && !(await link.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(link).toBeFocused();

    const version = Number(
      await page.locator('[data-valg-version]').getAttribute('data-valg-version'),
    );
    await publish(request, name === 'mobile' ? '2029-11-20T20:40:00Z' : '2029-11-22T00:00:00Z');
    // The server reads the results at most once a second: the API answers the new wave within a few seconds.
    await expect
      .poll(async () => (await (await request.get('/api/valgaften')).json()).version, {
        timeout: 10_000,
        intervals: [500],
      })
      .toBeGreaterThan(version);
    // Nothing reloads the page: its own poll, one interval on, brings the wave.
    await page.clock.runFor(12_000);
    await expect.poll(counted, { timeout: 10_000, intervals: [250] }).toBeGreaterThan(before);
    await expect(page.locator('[data-valg-summary]')).toHaveAttribute('aria-live', 'polite');
    await expectNoAxeViolations(page);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the figures, the seats and the candidates are in the page', async ({ page }) => {
    await page.goto('/valgaften');
    await expect(page.locator('main')).toContainText(optalt);
    await expect(page.getByRole('table', { name: 'Stemmer pr. liste' })).toBeVisible();
    await expect(page.getByRole('table', { name: /Liste L.s kandidater/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Afstemningsområder' })).toBeVisible();
    await expect(page.locator('main')).toContainText(/\d+,\d %/);
  });
});
