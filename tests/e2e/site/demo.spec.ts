import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, viewports } from './axe';

const demoArea = (page: Page) => page.locator('section[aria-labelledby="ai-demo-heading"]');
const result = (page: Page) => demoArea(page).getByRole('status');
const INITIAL = 'Resultatet vises her efter du har kørt demoen...';

test.describe('AI demo area on the home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(demoArea(page).getByRole('heading', { name: 'Prøv AI i Praksis' })).toBeVisible();
  });

  test('one tab per demo, the first selected, arrow keys move and switching clears input and result', async ({
    page,
  }) => {
    const tabs = demoArea(page).getByRole('tab');
    await expect(tabs).toHaveText([
      'Opsummering af lange tekster',
      'Routing af borgerhenvendelser',
      'Anonymisering af personoplysninger',
      'Prioritering af henvendelser',
      'Færre dokumentationskrav',
    ]);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(result(page)).toHaveText(INITIAL);

    const textarea = demoArea(page).getByLabel('Din tekst');
    await expect(textarea).toHaveAttribute('rows', '8');
    await textarea.fill('Skolen får ny legeplads. Legepladsen bygges i foråret.');
    await demoArea(page).getByRole('button', { name: 'Kør demo' }).click();
    await expect(result(page)).toContainText('Resumé');

    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(demoArea(page).getByRole('tabpanel')).toContainText('foreslår den afdeling');
    await expect(textarea).toHaveValue('');
    await expect(result(page)).toHaveText(INITIAL);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tabs.first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(demoArea(page).getByRole('button', { name: /^Eksempel 1:/ })).toBeFocused();
  });

  test('reduce-docs is simulated in the browser: "Analyserer..." for 2 s, then the canned result, no call to /api/demo', async ({
    page,
  }) => {
    let demoCalls = 0;
    await page.route('**/api/demo', async (route) => {
      demoCalls++;
      await route.continue();
    });
    await demoArea(page).getByRole('tab', { name: 'Færre dokumentationskrav' }).click();
    await demoArea(page).getByLabel('Din tekst').fill('Vi registrerer alt to gange.');
    await demoArea(page).getByRole('button', { name: 'Kør demo' }).click();
    const started = Date.now();
    await expect(demoArea(page).getByRole('button', { name: 'Analyserer...' })).toBeDisabled();
    await expect(result(page)).toHaveText('Analyserer...');
    await expect(result(page)).toContainText('Fundet 3 overflødige dokumentationskrav:', {
      timeout: 5000,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1800);
    await expect(result(page)).toContainText('Estimeret tidsbesparelse pr. sag: 20 minutter');
    await expect(result(page)).toContainText('Estimeret årlig besparelse: 260 timer');
    expect(demoCalls).toBe(0);
  });

  test('a transport failure shows the spec toast and a result starting with a cross mark', async ({
    page,
  }) => {
    await page.route('**/api/demo', (route) => route.abort('failed'));
    await demoArea(page).getByLabel('Din tekst').fill('En tekst');
    await demoArea(page).getByRole('button', { name: 'Kør demo' }).click();
    await expect(page.getByText('Fejl ved AI-analyse. Prøv igen.')).toBeVisible();
    await expect(result(page)).toHaveText('❌ Kunne ikke analysere teksten. Prøv venligst igen.');
    await expect(demoArea(page).getByRole('button', { name: 'Kør demo' })).toBeEnabled();
  });

  test("the function's own error message is shown in the toast and the result", async ({
    page,
  }) => {
    await page.route('**/api/demo', (route) =>
      route.fulfill({
        status: 502,
        json: {
          error: { code: 'demo_failed', message: 'Teksten er på et sprog, demoen ikke kender' },
        },
      }),
    );
    await demoArea(page).getByLabel('Din tekst').fill("Ceci n'est pas du danois");
    await demoArea(page).getByRole('button', { name: 'Kør demo' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Teksten er på et sprog, demoen ikke kender' })
        .first(),
    ).toBeVisible();
    await expect(result(page)).toHaveText('❌ Teksten er på et sprog, demoen ikke kender');
  });

  for (const [name, size] of Object.entries(viewports)) {
    test(`axe finds nothing in the demo area, before and after a run (${name})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await demoArea(page).scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page);
      await page.route('**/api/demo', (route) => route.abort('failed'));
      await demoArea(page).getByRole('tab', { name: 'Routing af borgerhenvendelser' }).click();
      await demoArea(page)
        .getByRole('button', { name: /^Eksempel 2:/ })
        .click();
      await demoArea(page).getByRole('button', { name: 'Kør demo' }).click();
      await expect(result(page)).toHaveText(/^❌/);
      await expectNoAxeViolations(page);
    });
  }
});

const runs: Array<[tab: string, expected: RegExp]> = [
  [
    'Opsummering af lange tekster',
    /^Resumé \(3 af 10 sætninger\):\n• Rådet drøftede forslaget om digitale skærmbesøg/,
  ],
  ['Routing af borgerhenvendelser', /^Anbefalet afdeling: Teknik og Miljø\nSikkerhed: \d+ %/],
  [
    'Anonymisering af personoplysninger',
    /^Hej\. Mit navn er \[NAVN\], og jeg bor på \[ADRESSE\], \[POSTNR\. OG BY\]\. Mit CPR-nummer er \[CPR-NUMMER\]/,
  ],
  ['Prioritering af henvendelser', /^Prioritet: Høj\nBegrundelse:/],
];
// The four runs on one visit of / (issue 44: each case loaded the home page again): still a test each, in order on the
// same page (outside the describe above, whose beforeEach loads / for each test). Each picks its own tab, which empties
// the text and the result (the first test above shows that), and finds its own report of the use.
test.describe.serial('AI demo area on the home page, the four runs on one visit', () => {
  let page: Page;
  const events: unknown[] = [];
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await page.route('**/api/events', async (route) => {
      events.push(route.request().postDataJSON());
      await route.fulfill({ status: 204 });
    });
    await page.goto('/');
    await expect(demoArea(page).getByRole('heading', { name: 'Prøv AI i Praksis' })).toBeVisible();
  });
  test.afterAll(() => page.close());

  for (const [tab, expected] of runs) {
    test(`runs "${tab}" with its first example and reports the use`, async () => {
      events.length = 0;
      await demoArea(page).getByRole('tab', { name: tab }).click();
      const run = demoArea(page).getByRole('button', { name: 'Kør demo' });
      await expect(run).toBeDisabled();
      await demoArea(page)
        .getByRole('button', { name: /^Eksempel 1:/ })
        .click();
      await expect(demoArea(page).getByLabel('Din tekst')).not.toHaveValue('');
      await run.click();
      await expect(result(page)).toHaveText(expected);
      await expect(demoArea(page).getByRole('button', { name: 'Kør demo' })).toBeEnabled();
      expect(events).toContainEqual({ kind: 'ai_demo', demo: tab });
    });
  }
});
