import { expect, test } from '@playwright/test';
import { sitemapPaths } from './routes';

// Issue 30: under a phone's network the render-blocking stylesheet cost a round trip (~650 ms of LCP) before the
// first paint. The build (scripts/inline-css.mjs) inlines it; the <link> stays print-only for React to find.
test('no page waits for a stylesheet request before its first paint', async ({ request }) => {
  const blocking: string[] = [];
  for (const path of await sitemapPaths(request)) {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => m[0]);
    if (links.some((link) => !/\smedia="print"/.test(link))) blocking.push(path);
    if (!/<style data-inlined="\/_next\/static\/[^"]+\.css">[^<]{1000,}/.test(html))
      blocking.push(`${path} (no inlined stylesheet)`);
  }
  expect(blocking).toEqual([]);
});

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
