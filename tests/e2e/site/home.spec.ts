import { type Page } from '@playwright/test';
import { expect, test } from './shared-page';
import { expectNoAxeViolations, viewports } from './axe';
import { heavyIn } from '../../../scripts/lib/heavy-code.mjs';

const carousel = (page: Page) => page.getByRole('region', { name: 'Politikområder', exact: true });
const currentDot = (page: Page) => carousel(page).locator('button[aria-current="true"]');
/** The play/pause button: 'Stop' while autoplay runs, 'Start' while it does not. */
const autoplayButton = (page: Page, state: 'Start' | 'Stop') =>
  carousel(page).getByRole('button', { name: `${state} automatisk skift` });
/** Scrolls so the slides start 50 px below the screen's bottom edge: within the 100 px at which embla loads. */
const slidesJustBelowScreen = (page: Page) =>
  page.evaluate(() => {
    const slides = document.querySelector('[aria-roledescription="carousel"] .overflow-hidden')!;
    window.scrollBy(0, slides.getBoundingClientRect().top - window.innerHeight + 50);
  });

test.describe('home page', () => {
  test('hero links to politik, vision and kontakt; six impact cards', async ({
    sharedPage: page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Se vores politik' })).toHaveAttribute(
      'href',
      '/politik',
    );
    await expect(page.getByRole('link', { name: 'Læs vores vision' })).toHaveAttribute(
      'href',
      '/vision',
    );
    await expect(page.getByRole('link', { name: 'Kontakt os' }).first()).toHaveAttribute(
      'href',
      '/kontakt',
    );
    const impacts = page
      .getByRole('region', { name: 'Hvad kan ansvarlig AI betyde?' })
      .getByRole('listitem');
    await expect(impacts).toHaveCount(6);
    for (const figure of ['45 %', '18 %', '35 %', '60 %', '50 %', '25 %'])
      await expect(impacts.getByText(figure, { exact: true })).toBeVisible();
    await expect(impacts.getByText('lavere CO2')).toBeVisible();
  });

  test('the carousel has 12 labelled slides with a 200-character excerpt and Læs mere', async ({
    sharedPage: page,
  }) => {
    await page.goto('/');
    const region = carousel(page);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = region.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(12);
    await expect(slides.first()).toHaveAttribute('aria-label', '1 af 12');
    await expect(slides.last()).toHaveAttribute('aria-label', '12 af 12');
    const excerpt = (await slides.first().locator('p').textContent()) ?? '';
    expect(excerpt.length).toBeLessThanOrEqual(201);
    expect(excerpt.endsWith('…')).toBe(true);
    await expect(slides.first().getByRole('link', { name: /Læs mere/ })).toHaveAttribute(
      'href',
      '/politik/boern-dagtilbud',
    );
    await expect(region.getByRole('button', { name: /^Vis politikområde \d+ af 12$/ })).toHaveCount(
      12,
    );
  });

  // Autoplay runs on the page's timers: Playwright's clock moves them on instead of the test waiting them out.
  test('the carousel autoplays every 5 seconds while it is on screen', async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize(viewports.desktop);
    await page.goto('/');
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(autoplayButton(page, 'Stop')).toBeVisible();
    await expect(currentDot(page)).toHaveAccessibleName('Vis politikområde 1 af 12');
    await page.clock.runFor(5_000);
    await expect(currentDot(page)).toHaveAccessibleName('Vis politikområde 2 af 12');
  });

  // Issue 48: a slide that moves off screen shows nobody anything and costs a phone a layout and paint per frame.
  test('autoplay waits until the carousel is on screen, and pauses when it leaves', async ({
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize(viewports.mobile);
    await page.goto('/');
    const onScreen = () =>
      carousel(page).evaluate((el) => {
        const box = el.getBoundingClientRect();
        const seen = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
        return seen / box.height;
      });
    expect(await onScreen(), 'at 375 px the carousel starts below the first screen').toBeLessThan(
      0.5,
    );
    // Embla loads as the slides come within 100 px; with less than half of the carousel on screen, autoplay waits.
    await slidesJustBelowScreen(page);
    await expect(carousel(page)).toHaveAttribute('data-embla', 'ready');
    expect(await onScreen()).toBeLessThan(0.5);
    await page.clock.runFor(11_000);
    await expect(currentDot(page)).toHaveAccessibleName('Vis politikområde 1 af 12');
    await expect(autoplayButton(page, 'Start')).toBeAttached();

    await carousel(page).scrollIntoViewIfNeeded();
    await expect(autoplayButton(page, 'Stop')).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(currentDot(page)).toHaveAccessibleName('Vis politikområde 2 af 12');

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(autoplayButton(page, 'Start')).toBeAttached();
    await page.clock.runFor(11_000);
    await expect(currentDot(page)).toHaveAccessibleName('Vis politikområde 2 af 12');
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(autoplayButton(page, 'Stop')).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(currentDot(page)).toHaveAccessibleName('Vis politikområde 3 af 12');
  });

  // Issue 48: on a phone the slides start below the first screen; a reader who never scrolls there does not pay for
  // embla's code and its first measurement, not even once the page has settled (the clock is run past the 5 s after
  // load that the other lazily loaded leaves wait before they load anyway).
  test('on a phone, embla waits until the slides are about to be seen', async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 412, height: 823 });
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.text().catch(() => ''));
    });
    const emblaFetched = async () =>
      (await Promise.all(scripts)).some((js) => heavyIn(js).includes('embla'));
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.clock.runFor(12_000);
    // An absence needs a window: time for a chunk the fallback would have asked for to arrive and run.
    await page.waitForTimeout(2_000);
    expect(await emblaFetched(), 'embla fetched without the slides in reach').toBe(false);
    await expect(carousel(page)).not.toHaveAttribute('data-embla', 'ready');

    await slidesJustBelowScreen(page);
    await expect(carousel(page)).toHaveAttribute('data-embla', 'ready');
    expect(await emblaFetched()).toBe(true);
  });

  test('autoplay stops for good once the visitor uses a control', async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize(viewports.desktop);
    await page.goto('/');
    await carousel(page).getByRole('button', { name: 'Næste politikområde' }).click();
    await expect(currentDot(page)).toHaveAccessibleName('Vis politikområde 2 af 12');
    await expect(autoplayButton(page, 'Start')).toBeVisible();
    await page.clock.runFor(6_000);
    await expect(currentDot(page)).toHaveAccessibleName('Vis politikområde 2 af 12');
  });

  test('the carousel works by keyboard: buttons, arrow keys, dots and loop', async ({
    sharedPage: page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/');
    // Hydrated and autoplaying (the play button turns into a stop button) before the keys are pressed.
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(autoplayButton(page, 'Stop')).toBeVisible();
    await carousel(page).getByRole('button', { name: 'Næste politikområde' }).focus();
    await page.keyboard.press('Enter');
    await expect(currentDot(page)).toHaveAccessibleName('Vis politikområde 2 af 12');
    await page.keyboard.press('ArrowRight');
    await expect(currentDot(page)).toHaveAccessibleName('Vis politikområde 3 af 12');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(currentDot(page)).toHaveAccessibleName('Vis politikområde 12 af 12');
    await carousel(page).getByRole('button', { name: 'Vis politikområde 5 af 12' }).focus();
    await page.keyboard.press('Space');
    await expect(currentDot(page)).toHaveAccessibleName('Vis politikområde 5 af 12');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAccessibleName('Vis politikområde 6 af 12');
  });

  test('no autoplay when the visitor prefers reduced motion; the play button still starts it', async ({
    page,
  }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const play = autoplayButton(page, 'Start');
    await expect(play).toBeVisible();
    await page.clock.runFor(6_000);
    await expect(currentDot(page)).toHaveAccessibleName('Vis politikområde 1 af 12');
    await play.click();
    await expect(autoplayButton(page, 'Stop')).toBeVisible();
  });

  test('prev/next show on desktop only; the disclaimer collapses below 768 px', async ({
    sharedPage: page,
  }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/');
    await expect(carousel(page).getByRole('button', { name: 'Næste politikområde' })).toBeHidden();
    const disclaimer = page.getByRole('complementary', { name: 'Om AI-eksemplerne' });
    const text = disclaimer
      .getByText(/Alle AI-demoer, cases og nøgletal/)
      .filter({ visible: true });
    await expect(text).toHaveCount(0);
    await disclaimer.locator('summary', { hasText: 'Fiktive AI-eksempler' }).click();
    await expect(text).toHaveCount(1);

    await page.setViewportSize(viewports.desktop);
    await page.reload();
    await expect(carousel(page).getByRole('button', { name: 'Næste politikområde' })).toBeVisible();
    await expect(disclaimer.getByRole('heading', { name: 'Fiktive AI-eksempler' })).toBeVisible();
    await expect(
      disclaimer.getByText(/Alle AI-demoer, cases og nøgletal/).filter({ visible: true }),
    ).toHaveCount(1);
  });

  for (const [name, size] of Object.entries(viewports)) {
    test(`axe finds nothing on the home page (${name})`, async ({ sharedPage: page }) => {
      await page.setViewportSize(size);
      await page.goto('/');
      await expectNoAxeViolations(page);
    });
  }
});
