import { test as base, type Page } from '@playwright/test';
import { desktopChromium } from '../base.config';

/**
 * `sharedPage`: one browser page per worker, for tests that only read a page (load it, look at it, run axe on it).
 * A fresh context per test starts a new renderer process and fetches and compiles the site's scripts anew, which cost
 * more than most of these tests' own checks (issue 44: twelve policy-area loads took 6.2 s in fresh contexts and 1.8 s
 * as navigations of one page). Each test still loads its page with a full navigation; between tests the page gets the
 * test's viewport and loses its listeners, cookies and storage. Tests that change state, install a clock, route
 * requests, grant permissions, count what the network fetched or need a cold cache (layout shift, budgets) keep
 * Playwright's own `page`.
 */
export const test = base.extend<{ sharedPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      // The suite's own address (the news suite runs these specs against another server).
      const { baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ ...desktopChromium, baseURL });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  sharedPage: async ({ workerPage, viewport }, provide) => {
    if (viewport) await workerPage.setViewportSize(viewport);
    await provide(workerPage);
    workerPage.removeAllListeners();
    await workerPage.emulateMedia({ media: null, colorScheme: null, reducedMotion: null });
    await workerPage.context().clearCookies();
    await workerPage
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => {});
    // A blank document between tests, so a test's page never starts on the previous test's page.
    await workerPage.goto('about:blank');
  },
});

export { expect } from '@playwright/test';
