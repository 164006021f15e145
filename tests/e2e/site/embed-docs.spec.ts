import { expect, test } from './shared-page';
import { expectNoAxeViolations, viewports } from './axe';

test.describe('/embed/docs generator', () => {
  test('updates the URL and the snippets as the settings change', async ({ sharedPage: page }) => {
    await page.goto('/embed/docs');
    const url = page.getByTestId('embed-url');
    await expect(url).toHaveText(
      /\/embed\?lang=da&primaryColor=hsl\(222\.2%2C\+47\.4%25%2C\+11\.2%25\)$/,
    );
    await page.getByLabel('Sprog').selectOption('en');
    await page.getByLabel('Nuance').fill('160');
    await page.getByLabel('Lyshed %').fill('25');
    await page.getByLabel('Højde (px)').fill('720');
    await expect(url).toHaveText(
      /\/embed\?lang=en&primaryColor=hsl\(160%2C\+47\.4%25%2C\+25%25\)$/,
    );
    const generated = (await url.textContent())!;
    await expect(page.getByRole('link', { name: /Forhåndsvisning/ })).toHaveAttribute(
      'href',
      generated,
    );
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText(`src="${generated.replace(/&/g, '&amp;')}"`);
    await expect(panel).toContainText('height:720px');
    await page.getByRole('tab', { name: 'Loader-script' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(
      'data-lang="en" data-primary-color="hsl(160, 47.4%, 25%)"',
    );
    await expect(page.getByRole('tabpanel')).toContainText('/embed.js" async></script>');
  });

  test("the copy button copies the snippet and shows 'Kopieret!'", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/embed/docs');
    await page.getByRole('tab', { name: 'Responsiv iframe' }).click();
    await page.getByRole('button', { name: 'Kopiér kode: Responsiv iframe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Kopieret!' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await page.getByRole('tabpanel').locator('code').textContent());
    expect(copied).toContain('max-width:100%');
  });

  test('the tabs follow the WAI-ARIA keyboard pattern', async ({ sharedPage: page }) => {
    await page.goto('/embed/docs');
    await page.getByRole('tab', { name: 'Simpel iframe' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Responsiv iframe' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Responsiv iframe' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Loader-script' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('Preview opens the generated URL in a new tab', async ({ page, context }) => {
    await page.goto('/embed/docs');
    const generated = (await page.getByTestId('embed-url').textContent())!;
    // The link points at the canonical site; answer it locally so the test needs no network.
    await context.route(`${new URL(generated).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>widget</title>' }),
    );
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: /Forhåndsvisning/ }).click(),
    ]);
    expect(popup.url()).toBe(generated);
  });

  test('describes the URL parameters and lists the allowed domains from the config', async ({
    sharedPage: page,
  }) => {
    await page.goto('/embed/docs');
    await expect(page.getByRole('heading', { name: 'URL-parametre' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'lang' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'primaryColor' })).toBeVisible();
    const domains = page.getByRole('region', { name: 'Tilladte domæner' }).getByRole('listitem');
    await expect(domains).toHaveText([
      'https://lyngbaek-lokalavis.example',
      'https://borgerforeningen-lyngbaek.example',
      'http://localhost:3000',
      'http://localhost:5173',
    ]);
  });

  for (const [name, size] of Object.entries(viewports)) {
    test(`axe finds nothing on /embed/docs (${name})`, async ({ sharedPage: page }) => {
      await page.setViewportSize(size);
      await page.goto('/embed/docs');
      await expectNoAxeViolations(page);
      await page.getByRole('tab', { name: 'Loader-script' }).click();
      await expectNoAxeViolations(page);
    });
  }
});
