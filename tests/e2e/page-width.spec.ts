import { expect, test, type Page } from '@playwright/test';
import { viewports } from './axe';
import { sitemapPaths } from './routes';

// Nothing widens a page beyond a phone's screen: a long Danish compound in a heading ("digitaliseringskommune" at
// 36 px) or a visually hidden table once made / and /kpi scroll sideways at 375 px. Every page of the sitemap, in two
// halves so both workers share it.

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

for (const half of [0, 1]) {
  test(`no page is wider than a 375 px screen (sitemap half ${half + 1})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const paths = (await sitemapPaths(request)).filter((_, i) => i % 2 === half);
    const context = await browser.newContext({ viewport: viewports.mobile });
    const page = await context.newPage();
    const wide: string[] = [];
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'load' });
      const { extra, culprits } = await overflow(page);
      if (extra > 0 || culprits.length)
        wide.push(`${path}: ${extra} px wider; ${culprits.join('; ')}`);
    }
    await context.close();
    expect(wide, wide.join('\n')).toEqual([]);
    expect(paths.length, 'pages in this half of the sitemap').toBeGreaterThan(20);
  });
}
