import { devices, type Page } from '@playwright/test';
import { viewports } from './axe';
import { collect, settled, watch } from './csp-watch';
import { builtSitemapPaths } from './routes';
import { expect, test } from './shared-page';

// Every page of the sitemap, one test each, in one visit at a phone's width: no Content-Security-Policy violation
// and no uncaught error while it loads and hydrates (then at a desktop's width too), its hashed CSP meta, and nothing
// wider than the 375 px screen. (Formerly the csp spec's loop over the sitemap and the page-width spec's two halves.)
// The visits share one page per worker (./shared-page): each is still a full load of its page.

/** The document's width beyond the viewport, and the text that sticks out (the carousel's slides are meant to). */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && culprits.length < 3; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[aria-roledescription="carousel"], .sr-only')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width > 0 && rect.right > width + 1)
        culprits.push(
          `${parent.tagName.toLowerCase()} "${node.textContent!.trim().slice(0, 40)}" to ${Math.round(rect.right)} px`,
        );
    }
    return { extra: document.documentElement.scrollWidth - width, culprits };
  });
}

/** Loads `path` and checks what its own load must not do; `problems` gathers violations and errors as they happen. */
async function expectCleanLoad(page: Page, path: string, problems: string[]) {
  await page.goto(path, { waitUntil: 'load' });
  // Hydration proof: the document is the one its layout renders, with the hashed policy it was built with.
  const lang = path === '/en' || path.startsWith('/en/') ? 'en' : 'da';
  await expect(page.locator(`html[lang="${lang}"]`)).toHaveCount(1);
  const csp = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(csp, `${path} has a CSP meta`).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
  expect(csp).not.toMatch(/unsafe-(inline|eval)[^;]*;.*style-src|script-src[^;]*unsafe/);
  await settled(page);
  await collect(page, problems);
}

/** The rest of the visit at a desktop's width (Playwright's Desktop Chrome), where desktop-only parts start. */
async function expectCleanOnDesktop(page: Page, problems: string[]) {
  await page.setViewportSize(devices['Desktop Chrome'].viewport);
  await settled(page);
  await collect(page, problems);
  expect(problems).toEqual([]);
}

const pages = builtSitemapPaths();

test('the build lists the sitemap pages these tests visit', () => {
  expect(pages.length, 'run npm run build first').toBeGreaterThan(40);
});

test.describe('one visit per page', () => {
  test.use({ viewport: viewports.mobile });

  for (const path of pages) {
    test(`${path}: no CSP violation or page error, no wider than 375 px`, async ({
      sharedPage: page,
    }) => {
      const problems = watch(page);
      await expectCleanLoad(page, path, problems);
      const { extra, culprits } = await overflow(page);
      expect.soft(culprits, `${path}: text beyond the 375 px screen`).toEqual([]);
      expect.soft(extra, `${path}: px wider than the 375 px screen`).toBeLessThanOrEqual(0);
      await expectCleanOnDesktop(page, problems);
    });
  }

  // The 404 page is no sitemap page, but it runs under the same policy.
  test('/findes-ikke (404): no CSP violation or page error', async ({ sharedPage: page }) => {
    const problems = watch(page);
    await expectCleanLoad(page, '/findes-ikke', problems);
    await expectCleanOnDesktop(page, problems);
  });
});
