import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './shared-page';
import { signToken } from '@/lib/stewardship/token';
import { e2eUnsubscribeSecret } from './playwright.config';
import { expectNoAxeViolations, viewports } from './axe';
import { subscribeAndSign as subscribeTo } from './subscriber';

const uniqueEmail = () =>
  `afmeld-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.dk`;

/**
 * Subscribes through POST /api/newsletter and returns the link's token. The API does not reveal the new row's id,
 * so ids are tried in order: only the subscriber's own id gives the confirmation page (every other id gets the one "virker ikke" answer).
 */
async function subscribeAndSign(request: APIRequestContext, email: string) {
  // A batch at a time from above the last id this worker found (subscriber.ts).
  return subscribeTo(request, email, {
    path: '/nyhedsbrev/afmeld',
    ownPage: 'Ja, afmeld mig',
    sign: (id) => signToken({ id, email }, e2eUnsubscribeSecret),
  });
}

test.describe('/nyhedsbrev/afmeld', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    test(`confirms on GET, unsubscribes on the button, and a replay gets the one answer of every dead link (${name})`, async ({
      sharedPage: page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const email = uniqueEmail();
      const token = await subscribeAndSign(request, email);

      // Opening the link (as a mail scanner would, twice) deletes nothing.
      await page.goto(`/nyhedsbrev/afmeld?token=${token}`);
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Afmeld nyhedsbrevet' }),
      ).toBeVisible();
      await expect(
        page.getByText(`Vil du afmelde ${email[0]}***@example.dk fra nyhedsbrevet`),
      ).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Ja, afmeld mig' }).click();
      await expect(page).toHaveURL(/\/nyhedsbrev\/afmeld\?status=afmeldt$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Du er nu afmeldt' })).toBeVisible();
      await expect(
        page.getByText('Din email er slettet fra vores liste over modtagere af nyhedsbrevet.'),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(`/nyhedsbrev/afmeld?token=${token}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Afmeldingslinket virker ikke' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Ja, afmeld mig' })).toHaveCount(0);
      // The row is really gone: the same address can sign up again.
      expect(
        (await request.post('/api/newsletter', { data: { email, consent: true } })).status(),
      ).toBe(201);
    });
  }

  test('a tampered link explains itself, offers no button and deletes nothing', async ({
    sharedPage: page,
    request,
  }) => {
    const token = await subscribeAndSign(request, uniqueEmail());
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    await page.goto(`/nyhedsbrev/afmeld?token=${tampered}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Afmeldingslinket virker ikke' }),
    ).toBeVisible();
    await expect(
      page.getByText('Linket passer ikke til nogen modtager af nyhedsbrevet'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ja, afmeld mig' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto(`/nyhedsbrev/afmeld?token=${token}`);
    await expect(page.getByRole('button', { name: 'Ja, afmeld mig' })).toBeVisible();
  });

  test('without a token it says how to unsubscribe', async ({ sharedPage: page }) => {
    await page.goto('/nyhedsbrev/afmeld');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Afmeld nyhedsbrevet' }),
    ).toBeVisible();
    await expect(
      page.getByText('Du afmelder dig med linket i bunden af hvert nyhedsbrev.'),
    ).toBeVisible();
  });

  test('RFC 8058 one-click POST to the same URL unsubscribes', async ({ request }) => {
    const token = await subscribeAndSign(request, uniqueEmail());
    const res = await request.post(`/nyhedsbrev/afmeld?token=${token}`, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(res.status()).toBe(200);
    expect(await res.text()).toMatch(/^Du er nu afmeldt\./);
    expect(await (await request.get(`/nyhedsbrev/afmeld?token=${token}`)).text()).toContain(
      'Afmeldingslinket virker ikke',
    );
  });
});
