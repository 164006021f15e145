import { expect, test } from '@playwright/test';

// Issue 30: that no page links a render-blocking stylesheet and each has the inlined copy is checked page by page in
// served-pages.spec.ts; here, that the inline copy alone styles the page.
test('the page is styled before any stylesheet file has arrived, and hydrates without adding one', async ({
  page,
}) => {
  // The stylesheet file never arrives: the inline copy alone must style the page.
  await page.route(/\/_next\/static\/.*\.css$/, () => {});
  // (A stylesheet, even a print-only one, holds the load event: wait for the DOM only.)
  await page.goto('/kpi', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('body')).toHaveCSS('font-family', /system-ui/);
  await expect(page.locator('.container-page').first()).not.toHaveCSS('max-width', 'none');
  // Hydrated (a client leaf ran), and React kept the one print-only link instead of adding a blocking one.
  await expect(page.locator('#kpi-chart > fieldset:not([disabled])')).toBeAttached({
    timeout: 10_000,
  });
  expect(await page.locator('link[rel="stylesheet"]:not([media="print"])').count()).toBe(0);
});
