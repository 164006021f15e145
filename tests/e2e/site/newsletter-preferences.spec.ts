import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './shared-page';
import { signToken } from '@/lib/stewardship/token';
import { expectNoAxeViolations, viewports } from './axe';
import { collect, watch } from './csp-watch';
import { e2eUnsubscribeSecret } from './playwright.config';
import { subscribeAndSign as subscribeTo } from './subscriber';

// The reader's preferences page (issue 36): /nyhedsbrev/indstillinger?token=… from every newsletter mail.
const PATH = '/nyhedsbrev/indstillinger';
const { newsletterTopics: topics } = JSON.parse(fs.readFileSync('content/site.json', 'utf8')) as {
  newsletterTopics: { key: string; label: string; description: string }[];
};

// As lib/newsletter/preferences-token.ts signs: the unsubscribe token's MAC under a key derived for this purpose (that
// module reads the server's config, which a Playwright worker has not got).
const preferencesKey = createHmac('sha256', e2eUnsubscribeSecret)
  .update('newsletter-preferences-key')
  .digest('base64url');

const uniqueEmail = () =>
  `indstillinger-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.dk`;

/** Subscribes through POST /api/newsletter; the page shows the form only for the reader's own id (see subscriber.ts). */
const subscribeAndSign = (request: APIRequestContext, email = uniqueEmail()) =>
  subscribeTo(request, email, {
    path: PATH,
    ownPage: 'Gem mine valg',
    sign: (id) => signToken({ id, email }, preferencesKey),
  });

const box = (page: Page, label: string) => page.getByRole('checkbox', { name: label });

async function checkedTopics(page: Page) {
  const checked: string[] = [];
  for (const topic of topics) if (await box(page, topic.label).isChecked()) checked.push(topic.key);
  return checked;
}

test.describe('/nyhedsbrev/indstillinger', () => {
  test('shows every topic with its description, all ticked for a new reader; looking changes nothing', async ({
    sharedPage: page,
    request,
  }) => {
    const token = await subscribeAndSign(request);
    for (let visit = 0; visit < 2; visit++) {
      await page.goto(`${PATH}?token=${token}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Dine indstillinger for nyhedsbrevet' }),
      ).toBeVisible();
      await expect(page.getByRole('group', { name: 'Emner' })).toBeVisible();
      for (const topic of topics) {
        await expect(box(page, topic.label)).toBeChecked();
        await expect(box(page, topic.label)).toHaveAccessibleDescription(topic.description);
      }
    }
    await expect(
      page.getByText(/Du får nyhedsbrevet fra .* på i\*\*\*@example\.dk\./),
    ).toBeVisible();
    // The token must not leave the site in a Referer header.
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  });

  test('saves the chosen topics by keyboard, says so, and shows them next time', async ({
    sharedPage: page,
    request,
  }) => {
    const token = await subscribeAndSign(request);
    await page.goto(`${PATH}?token=${token}`);
    await box(page, topics[0]!.label).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Gem mine valg' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/status=gemt$/);
    await expect(page.getByRole('main').getByRole('status')).toContainText('Dine valg er gemt');
    const wanted = topics.slice(1).map((t) => t.key);
    expect(await checkedTopics(page)).toEqual(wanted);
    await page.goto(`${PATH}?token=${token}`);
    expect(await checkedTopics(page)).toEqual(wanted);
  });

  test('refuses to save no topic at all and points to "Afmeld mig"', async ({
    sharedPage: page,
    request,
  }) => {
    const token = await subscribeAndSign(request);
    await page.goto(`${PATH}?token=${token}`);
    for (const topic of topics) await box(page, topic.label).uncheck();
    await page.getByRole('button', { name: 'Gem mine valg' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Vælg mindst ét emne');
    expect(await checkedTopics(page)).toEqual(topics.map((t) => t.key));
  });

  test('works without JavaScript: the forms are plain HTML posts', async ({ browser, request }) => {
    const token = await subscribeAndSign(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${PATH}?token=${token}`);
    await box(page, topics.at(-1)!.label).uncheck();
    await page.getByRole('button', { name: 'Gem mine valg' }).click();
    await expect(page.getByText('Dine valg er gemt')).toBeVisible();
    expect(await checkedTopics(page)).toEqual(topics.slice(0, -1).map((t) => t.key));
    await context.close();
  });

  test('"Afmeld mig" removes the reader at once; the link then opens nothing', async ({
    sharedPage: page,
    request,
  }) => {
    const email = uniqueEmail();
    const token = await subscribeAndSign(request, email);
    await page.goto(`${PATH}?token=${token}`);
    await page.getByRole('button', { name: 'Afmeld mig' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?status=afmeldt$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Du er nu afmeldt' })).toBeVisible();
    await page.goto(`${PATH}?token=${token}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Linket til dine indstillinger virker ikke' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gem mine valg' })).toHaveCount(0);
    // The row is really gone: the same address can sign up again.
    expect(
      (await request.post('/api/newsletter', { data: { email, consent: true } })).status(),
    ).toBe(201);
  });

  test('a forged or an unsubscribe link is refused in Danish with no form', async ({
    sharedPage: page,
    request,
  }) => {
    const email = uniqueEmail();
    const token = await subscribeAndSign(request, email);
    const id = Number(token.split('.')[0]);
    const forged = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);
    const unsubscribe = signToken({ id, email }, e2eUnsubscribeSecret);
    for (const bad of [forged, unsubscribe, 'ikke-et-token']) {
      await page.goto(`${PATH}?token=${bad}`);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'Linket til dine indstillinger virker ikke',
        }),
      ).toBeVisible();
      await expect(page.getByRole('checkbox')).toHaveCount(0);
    }
    const refused = await request.post('/api/newsletter/preferences', {
      form: { token: forged, action: 'afmeld' },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain('Linket til dine indstillinger virker ikke');
    await page.goto(`${PATH}?token=${token}`);
    await expect(page.getByRole('button', { name: 'Gem mine valg' })).toBeVisible();
  });

  test('without a token it explains where the link is', async ({ sharedPage: page }) => {
    await page.goto(PATH);
    await expect(
      page.getByText('med det personlige link i bunden af hvert nyhedsbrev'),
    ).toBeVisible();
  });

  test('runs under a nonce policy without violations', async ({ sharedPage: page, request }) => {
    const token = await subscribeAndSign(request);
    const raw = await request.get(`${PATH}?token=${token}`);
    const csp = raw.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp.match(/script-src [^;]*/)![0]).not.toMatch(/unsafe/);
    const problems = watch(page);
    await page.goto(`${PATH}?token=${token}`);
    await page.getByRole('button', { name: 'Gem mine valg' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Dine valg er gemt');
    await collect(page, problems);
    expect(problems).toEqual([]);
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`axe finds nothing at ${name}: the form, a saved notice and a refusal`, async ({
      sharedPage: page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const token = await subscribeAndSign(request);
      await page.goto(`${PATH}?token=${token}`);
      await expectNoAxeViolations(page);
      await page.goto(`${PATH}?token=${token}&status=ingen-emner`);
      await expectNoAxeViolations(page);
      await page.goto(`${PATH}?token=${token}&status=gemt`);
      await expectNoAxeViolations(page);
      await page.goto(`${PATH}?token=1.x`);
      await expectNoAxeViolations(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
    });
  }
});
