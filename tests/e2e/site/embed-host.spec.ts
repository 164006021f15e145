import { expect, test, type Frame, type Page } from '@playwright/test';
import { baseURL } from './playwright.config';
import { startHostServer, type HostServer } from './embed-host-server';

// Partner pages on an allowed origin (http://localhost:5173) and a disallowed one (http://127.0.0.1:5174).
test.describe.configure({ mode: 'serial' });

let allowed: HostServer;
let disallowed: HostServer;

test.beforeAll(async () => {
  allowed = await startHostServer(5173, 'localhost', baseURL);
  disallowed = await startHostServer(5174, '127.0.0.1', baseURL);
});

test.afterAll(async () => {
  await allowed?.close();
  await disallowed?.close();
});

const widgetFrame = (page: Page, index = 0) => page.locator('iframe').nth(index).contentFrame();

async function frameHeight(page: Page, index = 0) {
  return page
    .locator('iframe')
    .nth(index)
    .evaluate((el) => el.getBoundingClientRect().height);
}

test.describe('embed on a partner page', () => {
  test('the basic iframe snippet shows the Danish widget with the default colour', async ({
    page,
  }) => {
    await page.goto(`${allowed.origin}/basic?lang=da`);
    const frame = widgetFrame(page);
    await expect(
      frame.getByRole('heading', { level: 1, name: 'Ansvarlig AI i praksis' }),
    ).toBeVisible();
    await expect(frame.getByRole('listitem')).toHaveCount(6);
    await expect(frame.locator('body')).toHaveClass('embed-mode');
    await expect(frame.locator('h1')).toHaveCSS('color', 'rgb(15, 23, 42)');
    await expect(page.locator('iframe')).toHaveAttribute('title', 'Ansvarlig AI i praksis');
  });

  test('the responsive iframe snippet shows the English widget in a custom colour', async ({
    page,
  }) => {
    await page.goto(`${allowed.origin}/responsive?lang=en&color=${encodeURIComponent('#0a7')}`);
    const frame = widgetFrame(page);
    await expect(
      frame.getByRole('heading', { level: 1, name: 'Responsible AI in practice' }),
    ).toBeVisible();
    await expect(frame.locator('h1')).toHaveCSS('color', 'rgb(0, 170, 119)');
    await expect(frame.getByText('Time saved').first()).toBeVisible();
  });

  for (const [lang, heading, color, rgb] of [
    ['da', 'Ansvarlig AI i praksis', 'rgb(200, 30, 60)', 'rgb(200, 30, 60)'],
    ['en', 'Responsible AI in practice', 'hsl(160, 100%, 25%)', 'rgb(0, 128, 85)'],
  ] as const) {
    test(`the loader builds a titled lazy iframe (${lang}, ${color}) that grows to fit its content`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(
        `${allowed.origin}/loader?lang=${lang}&color=${encodeURIComponent(color)}&height=200`,
      );
      const iframe = page.locator('div[data-campaign-widget] > iframe');
      await expect(iframe).toHaveCount(1);
      await expect(iframe).toHaveAttribute('title', heading);
      await expect(iframe).toHaveAttribute('loading', 'lazy');
      const frame = iframe.contentFrame();
      await expect(frame.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(frame.locator('h1')).toHaveCSS('color', rgb);
      // Six stacked cards at 375 px are far taller than the 200 px the snippet starts with.
      await expect.poll(() => frameHeight(page)).toBeGreaterThan(1000);
      const content = await frame
        .locator('main')
        .evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
      expect(Math.abs((await frameHeight(page)) - content)).toBeLessThanOrEqual(1);
      expect(
        await frame.locator('html').evaluate((el) => el.scrollHeight - el.clientHeight),
      ).toBeLessThanOrEqual(1);
    });
  }

  test('including the loader twice still gives one iframe per widget', async ({ page }) => {
    await page.goto(`${allowed.origin}/loader-twice?lang=en`);
    await expect(widgetFrame(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(1);
  });

  test("the loader follows only its own iframe's messages from the widget origin", async ({
    page,
  }) => {
    await page.goto(`${allowed.origin}/mixed?height=200`);
    const loaderFrame = page.locator('div[data-campaign-widget] > iframe');
    await expect
      .poll(() => loaderFrame.evaluate((el) => el.getBoundingClientRect().height))
      .toBeGreaterThan(200);
    const settled = await loaderFrame.evaluate((el) => el.getBoundingClientRect().height);

    // Record every height the loader sets, so a wrong one shows up even if a later message replaces it.
    await loaderFrame.evaluate((el) => {
      const seen: string[] = ((window as unknown as { seenHeights: string[] }).seenHeights = []);
      new MutationObserver(() => seen.push((el as HTMLElement).style.height)).observe(el, {
        attributes: true,
        attributeFilter: ['style'],
      });
    });
    const message = { type: 'campaign-widget:height', height: 1234 };
    // Same widget origin, but a different iframe (the plain snippet on the same page).
    const other = (await page.locator('iframe').nth(1).elementHandle())!;
    await ((await other.contentFrame()) as Frame).evaluate(
      (m) => parent.postMessage(m, '*'),
      message,
    );
    // The right shape from the wrong origin: the partner page itself.
    await page.evaluate((m) => window.postMessage(m, '*'), { ...message, height: 987 });
    // A control message the loader must follow, so the test proves the listener is live.
    const own = (await loaderFrame.elementHandle())!;
    await ((await own.contentFrame()) as Frame).evaluate((m) => parent.postMessage(m, '*'), {
      ...message,
      height: settled + 50,
    });
    await expect
      .poll(() => loaderFrame.evaluate((el) => el.getBoundingClientRect().height))
      .toBe(settled + 50);
    expect(
      await page.evaluate(() => (window as unknown as { seenHeights: string[] }).seenHeights),
    ).toEqual([`${settled + 50}px`]);
  });

  test('without JavaScript the noscript iframe shows the widget', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${allowed.origin}/loader?lang=en`);
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect(
      widgetFrame(page).getByRole('heading', { level: 1, name: 'Responsible AI in practice' }),
    ).toBeVisible();
    await context.close();
  });

  test('a page on a disallowed origin gets the frame refused by the browser', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (msg) => {
      if (/frame-ancestors/.test(msg.text())) refused.push(msg.text());
    });
    const response = page.waitForResponse((r) => r.url().startsWith(`${baseURL}/embed`));
    await page.goto(`${disallowed.origin}/basic?lang=en`);
    // The server did answer; the browser refuses to show it.
    expect((await response).status()).toBe(200);
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    expect(refused[0]).toContain('The request has been blocked');
    // The refusing policy lists the allowed partners, never the disallowed page's origin (the site itself now runs on
    // 127.0.0.1, so the framed URL in the message does).
    const directive = refused[0]?.match(/frame-ancestors[^"]*/)?.[0] ?? '';
    expect(directive).toContain(allowed.origin);
    expect(directive).not.toContain(disallowed.origin);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    const hasWidget = await frame
      ?.evaluate(() => document.body?.classList.contains('embed-mode'))
      .catch(() => false);
    expect(hasWidget).toBeFalsy();
  });
});
