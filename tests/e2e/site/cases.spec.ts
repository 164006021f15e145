import { type Page } from '@playwright/test';
import { expect, test } from './shared-page';
import { expectNoAxeViolations, viewports } from './axe';

const count = (page: Page) => page.getByText(/^Viser \d+ af 6 cases$/);
const cards = (page: Page) => page.locator('main article');

/** Records every request the page makes after this call. */
function watchRequests(page: Page) {
  const urls: string[] = [];
  // Next's viewport prefetches of other links (RSC payloads and their JS chunks) are not downloads.
  page.on(
    'request',
    (request) =>
      request.headers()['rsc'] ||
      request.url().includes('/_next/static/') ||
      urls.push(request.url()),
  );
  return urls;
}

test.describe('/cases', () => {
  test('server HTML lists all six cases; filters narrow the list and update the count', async ({
    sharedPage: page,
    request,
  }) => {
    const html = (await (await request.get('/cases')).text()).replace(/<!-- -->/g, '');
    expect(html).toContain('Viser 6 af 6 cases');
    expect(html.match(/href="\/cases\/[a-z-]+"/g)?.length).toBeGreaterThanOrEqual(6);

    await page.goto('/cases');
    await expect(count(page)).toHaveText('Viser 6 af 6 cases');
    const department = page.getByLabel('Afdeling');
    await expect(department.locator('option').first()).toHaveText('Alle Afdelinger');
    await department.selectOption('Teknik & Miljø');
    await expect(count(page)).toHaveText('Viser 2 af 6 cases');
    await expect(page).toHaveURL(/afdeling=Teknik/);

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Pilot' });
    await expect(count(page)).toHaveText('Viser 1 af 6 cases');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('AI-tjek af byggeansøgninger');
    await expect(cards(page).first()).toContainText('140 t/md');
  });

  test('the hours slider filters by time saved, and an empty result can be reset', async ({
    sharedPage: page,
  }) => {
    await page.goto('/cases');
    const min = page.getByLabel('Mindst (timer pr. måned)');
    await expect(min).toHaveAttribute('step', '20');
    await expect(min).toHaveAttribute('max', '300');
    await min.fill('200');
    await expect(count(page)).toHaveText('Viser 1 af 6 cases');
    await expect(page).toHaveURL(/min=200/);

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Idéfase' });
    await expect(count(page)).toHaveText('Viser 0 af 6 cases');
    await expect(page.getByText('Ingen cases matcher de valgte filtre')).toBeVisible();
    await page.getByRole('button', { name: 'Nulstil Filtre' }).click();
    await expect(count(page)).toHaveText('Viser 6 af 6 cases');
    await expect(page).toHaveURL(/\/cases$/);
    await expect(page.getByLabel('Mindst (timer pr. måned)')).toHaveValue('0');
    await expect(page.getByLabel('Højst (timer pr. måned)')).toHaveValue('300');
  });

  test('a filtered URL reloads into the same view', async ({ sharedPage: page }) => {
    await page.goto('/cases?status=drift&max=140');
    await expect(count(page)).toHaveText('Viser 2 af 6 cases');
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('drift');
    await expect(page.getByLabel('Højst (timer pr. måned)')).toHaveValue('140');
    await page.reload();
    await expect(count(page)).toHaveText('Viser 2 af 6 cases');
    await expect(page.getByRole('link', { name: 'Se KPI Dashboard' })).toHaveAttribute(
      'href',
      '/kpi',
    );
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`has no axe violations at ${name}`, async ({ sharedPage: page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/cases');
      await expect(count(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('/cases/[slug]', () => {
  test('shows the case with impact strip, cards, related KPIs and toast-only downloads', async ({
    sharedPage: page,
  }) => {
    await page.goto('/cases/digitalisering-borgerservice');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Digital tidsbestilling og selvbetjening i Borgerservice',
    );
    await expect(page.locator('main header').getByText('I Drift', { exact: true })).toBeVisible();
    await expect(page.getByText('180 t/md')).toBeVisible();
    for (const heading of [
      'Problemstilling',
      'Løsning',
      'Før og Efter',
      "Relaterede KPI'er",
      'Bilag',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByText('38 minutter før – 21 minutter efter')).toBeVisible();

    const requests = watchRequests(page);
    await page
      .getByRole('button', { name: 'Download Evaluering af digital tidsbestilling (fiktiv).pdf' })
      .click();
    const toast = page.getByRole('status').filter({ hasText: 'Download startet' });
    await expect(toast).toContainText(
      'Evaluering af digital tidsbestilling (fiktiv).pdf bliver downloadet...',
    );
    await page.waitForTimeout(300);
    expect(requests, requests.join('\n')).toEqual([]);
    await expect(page.getByRole('link', { name: 'Se KPI Dashboard' })).toHaveAttribute(
      'href',
      '/kpi',
    );
  });

  test('shows a dash for an unmeasured impact and leaves out empty sections', async ({
    sharedPage: page,
  }) => {
    await page.goto('/cases/chatbot-pladsanvisning');
    await expect(page.locator('main header').getByText('Idéfase', { exact: true })).toBeVisible();
    await expect(page.locator('dd').first()).toContainText('–');
    await expect(page.getByRole('heading', { name: 'Bilag' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: "Relaterede KPI'er" })).toHaveCount(0);
  });

  test('an unknown slug shows "Case ikke fundet" with HTTP 404', async ({ sharedPage: page }) => {
    const response = await page.goto('/cases/findes-ikke');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Case ikke fundet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tilbage til Cases' })).toHaveAttribute(
      'href',
      '/cases',
    );
  });

  test('has its own metadata and a generated OG image', async ({ sharedPage: page, request }) => {
    await page.goto('/cases/ai-byggesag');
    await expect(page).toHaveTitle(/^AI-tjek af byggeansøgninger – /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/cases\/ai-byggesag$/,
    );
    const og = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    expect(og).toMatch(/\/cases\/ai-byggesag\/opengraph-image/);
    const image = await request.get(new URL(og ?? '').pathname);
    expect(image.headers()['content-type']).toBe('image/png');
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`has no axe violations at ${name}`, async ({ sharedPage: page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/cases/digitalisering-borgerservice');
      await expectNoAxeViolations(page);
    });
  }
});
