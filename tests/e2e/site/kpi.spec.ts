import { expect, test } from './shared-page';
import { expectNoAxeViolations, viewports } from './axe';

test.describe('/kpi', () => {
  test('shows the five fixed headline figures, the KPI list and a link to /vision', async ({
    sharedPage: page,
  }) => {
    await page.goto('/kpi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('KPI Dashboard');
    const headline = page.getByRole('region', { name: 'Nøgletal' }).getByRole('listitem');
    await expect(headline).toHaveCount(5);
    await expect(headline).toContainText(['720', '8,5', '62 %', '145', '260']);
    await expect(headline.nth(0)).toContainText('timer/md');
    await expect(headline.nth(4)).toContainText('timer/år');

    const list = page.getByRole('region', { name: "Alle KPI'er" }).getByRole('listitem');
    await expect(list).toHaveCount(8);
    await expect(list.first()).toContainText('Periode: 1. januar 2024 – 31. december 2024');
    const source = list.first().getByRole('link', { name: /data\.lyngbaek-kommune\.example/ });
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('link', { name: 'Læs vores vision' })).toHaveAttribute(
      'href',
      '/vision',
    );
  });

  test('the chart starts with two series monthly, toggles series and switches to quarterly', async ({
    sharedPage: page,
  }) => {
    await page.goto('/kpi');
    await expect(page.getByRole('heading', { name: 'Udvikling Over Tid' })).toBeVisible();
    const chart = page.getByTestId('kpi-chart');
    await expect(chart).toHaveCSS('height', '400px');
    // chart.js comes as the canvas nears the viewport, as a visitor scrolls to it.
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(chart).toHaveAttribute('data-series', 'tid-sparet,dokumentation-reduktion');
    const table = page.getByTestId('kpi-chart-table');
    await expect(table.locator('tbody tr')).toHaveCount(12);
    await expect(table.locator('thead th')).toHaveText([
      'Periode',
      /Tid sparet gennem digitalisering/,
      /Tid sparet på dokumentationskrav/,
    ]);

    await page.getByLabel(/Henvendelser via selvbetjening/).check();
    await page.getByLabel(/Tid sparet gennem digitalisering/).uncheck();
    await expect(chart).toHaveAttribute('data-series', 'selvbetjening,dokumentation-reduktion');

    await page.getByLabel('Visning').selectOption({ label: 'Kvartalvis' });
    await expect(chart).toHaveAttribute('data-view', 'quarterly');
    await expect(table.locator('tbody th')).toHaveText([
      '2024 Q1',
      '2024 Q2',
      '2024 Q3',
      '2024 Q4',
    ]);
    // Self-service Q1 = round((41 + 43 + 45) / 3) = 43; documentation Q4 = round((31 + 34 + 38) / 3) = 34.
    await expect(table.locator('tbody tr').first().locator('td')).toHaveText(['43', '10']);
    await expect(table.locator('tbody tr').last().locator('td')).toHaveText(['61', '34']);
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`has no axe violations at ${name}`, async ({ sharedPage: page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/kpi');
      await page.getByTestId('kpi-chart').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('kpi-chart').locator('canvas')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

// chart.js is loaded on demand by /kpi's chart (issue 14), so no page's HTML references it, /kpi's included;
// tests/e2e/site/budgets.spec.ts checks that /kpi does fetch it and no other page does.
test('no page references a script containing chart.js in its HTML', async ({ request }) => {
  const routes = [
    '/',
    '/cases',
    '/cases/ai-byggesag',
    '/ai',
    '/ai/playbooks/ai-i-sagsbehandling',
    '/kandidater',
    '/kandidater/jonas-ravn',
    '/vision',
    '/kpi',
  ];
  const withChart: string[] = [];
  const cache = new Map<string, boolean>();
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? '');
    for (const src of scripts) {
      if (!cache.has(src))
        cache.set(
          src,
          (await (await request.get(src)).text()).includes('Canvas is already in use'),
        );
      if (cache.get(src)) {
        withChart.push(route);
        break;
      }
    }
  }
  expect(withChart).toEqual([]);
});
