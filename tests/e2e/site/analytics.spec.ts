// The cookie-free beacon: one page view per route on its endpoint from content/site.json, none for a visitor who asks
// not to be tracked, and no copy of content/site.json in the page's JavaScript.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const site = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'content', 'site.json'), 'utf8'));

test('a page view goes to the endpoint site.json names, with the page path', async ({ page }) => {
  const events: unknown[] = [];
  await page.route(`**${site.analytics.endpoint}`, async (route) => {
    events.push(route.request().postDataJSON());
    await route.fulfill({ status: 204 });
  });
  await page.goto('/privatliv');
  await expect.poll(() => events).toContainEqual({ kind: 'pageview', page: '/privatliv' });
});

test('a visitor with Global Privacy Control on sends nothing', async ({ page }) => {
  let calls = 0;
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'globalPrivacyControl', { get: () => true }),
  );
  await page.route(`**${site.analytics.endpoint}`, async (route) => {
    calls++;
    await route.fulfill({ status: 204 });
  });
  await page.goto('/privatliv');
  await page.waitForLoadState('networkidle');
  expect(calls).toBe(0);
});

test("no page's scripts carry content/site.json (the newsletter topics' descriptions are a sample of it)", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto('/kontakt');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const topic of site.newsletterTopics) {
    expect(scripts.some((body) => body.includes(topic.description))).toBe(false);
  }
});
