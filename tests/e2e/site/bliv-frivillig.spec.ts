import { expect, test, type Page } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '../../helpers/smtp-sink';
import { e2eSmtpPort } from './playwright.config';
import { expectNoAxeViolations, viewports } from './axe';
import { expectCodeReady } from '../code-ready';

const volunteerForm = (page: Page) =>
  page.locator('form', { has: page.getByRole('heading', { name: 'Meld dig som frivillig' }) });

/** Issue 48: the form's code loads on first use; the answers below are its own, not the page a browser's own post gets. */
const formReady = (page: Page) => expectCodeReady(page, 'volunteer-form');

/** Presses Tab until the element with this accessible name has focus, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const label = el.id
        ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent
        : null;
      return (label ?? el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test.describe('/bliv-frivillig and /stoet-os', () => {
  for (const [label, viewport] of Object.entries(viewports)) {
    test(`axe finds nothing on /bliv-frivillig and /stoet-os at ${label} width`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/bliv-frivillig');
      await expect(page.getByRole('heading', { level: 1, name: 'Bliv frivillig' })).toBeVisible();
      await expect(
        page.getByText(/Alle tilmeldinger slettes 60 dage efter valget, senest 19\. januar 2030/),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/stoet-os');
      await expect(page.getByRole('heading', { level: 1, name: 'Støt os' })).toBeVisible();
      await expect(
        page.getByText('Vi må ikke tage imod anonyme bidrag over 20.000 kr.', { exact: false }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('a wrong field is named in Danish and gets focus, by keyboard alone', async ({ page }) => {
    await page.goto('/bliv-frivillig');
    await tabTo(page, /^Navn$/);
    await page.keyboard.type('Bo');
    await tabTo(page, /^Email$/);
    await page.keyboard.type('bo@example.dk');
    await tabTo(page, /^Meld mig som frivillig$/);
    await formReady(page);
    await page.keyboard.press('Enter');
    await expect(
      volunteerForm(page).getByText('Vælg mindst én ting, du gerne vil hjælpe med'),
    ).toBeVisible();
    await expect(page.getByLabel('Dele foldere ud')).toBeFocused();
  });

  test.describe('with a real SMTP server', () => {
    test.describe.configure({ mode: 'serial' });
    let sink: SmtpSink;
    test.beforeAll(async () => {
      sink = await startSmtpSink(e2eSmtpPort);
    });
    test.afterAll(async () => {
      await sink.close();
    });

    test('sign up by keyboard, confirm from the mail received, see the Danish confirmation; the campaign is told', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const email = `frivillig-${Date.now()}@example.dk`;
      const mailsFor = (to: string) => sink.received.filter((m) => m.envelope.to.includes(to));
      await page.goto('/bliv-frivillig');
      await tabTo(page, /^Navn$/);
      await page.keyboard.type('Karen Frivillig');
      await tabTo(page, /^Email$/);
      await page.keyboard.type(email);
      await tabTo(page, /^Telefon/);
      await page.keyboard.type('+45 20 12 34 56');
      await tabTo(page, /^Stå ved standen$/);
      await page.keyboard.press('Space');
      await tabTo(page, /^Weekender$/);
      await page.keyboard.press('Space');
      await tabTo(page, /^Kort besked/);
      await page.keyboard.type('Jeg kan hjælpe i weekenderne.');
      await tabTo(page, /^Jeg giver samtykke/);
      await page.keyboard.press('Space');
      await tabTo(page, /^Meld mig som frivillig$/);
      await formReady(page);
      await page.keyboard.press('Enter');
      await expect(page.getByText('Tjek din mail')).toBeVisible({ timeout: 15_000 });

      await expect.poll(() => mailsFor(email).length, { timeout: 15_000 }).toBe(1);
      const mail = mailsFor(email)[0]!;
      expect(mail.parsed.subject).toBe('Bekræft din tilmelding som frivillig hos Fremtidslisten');
      const link = /https?:\/\/\S+\/bliv-frivillig\/bekraeft\?token=\S+/.exec(
        mail.parsed.text ?? '',
      )?.[0];
      expect(link).toBeTruthy();
      const { pathname, search } = new URL(link!);

      for (const viewport of [viewports.mobile, viewports.desktop]) {
        await page.setViewportSize(viewport);
        await page.goto(`${pathname}${search}`);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Bekræft din tilmelding' }),
        ).toBeVisible();
        await expect(page.getByText('Du vil gerne: stå ved standen.')).toBeVisible();
        await expectNoAxeViolations(page);
      }
      // Opening the link (as a mail scanner does) confirmed nothing: the campaign has heard nothing yet.
      expect(
        sink.received.filter((m) => m.parsed.replyTo?.value[0]?.address === email),
      ).toHaveLength(0);

      await tabTo(page, /^Bekræft min tilmelding$/);
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Tak – du er nu tilmeldt som frivillig' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await expect
        .poll(
          () => sink.received.filter((m) => m.parsed.replyTo?.value[0]?.address === email).length,
          { timeout: 15_000 },
        )
        .toBe(1);
      const notification = sink.received.find(
        (m) => m.parsed.replyTo?.value[0]?.address === email,
      )!;
      expect(notification.parsed.replyTo?.value[0]?.name).toBe('Karen Frivillig');
      expect(notification.parsed.text).toContain('Vil gerne: Stå ved standen');

      // The same link again: a clear Danish page.
      await page.goto(`${pathname}${search}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Linket er allerede brugt' }),
      ).toBeVisible();
      await page.goto(`${pathname}${search.slice(0, -3)}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Linket er ugyldigt' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });

    // Issue 48: the form's code loads on first use; sent before it arrives, the browser posts the server HTML itself.
    test('sent before its code arrives, the form signs up by itself: a Danish page, and the mail with what was ticked', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const email = `uden-kode-${Date.now()}@example.dk`;
      await page.goto('/bliv-frivillig');
      await page.waitForLoadState('networkidle');
      await page.route('**/_next/static/chunks/**', (route) => route.abort());
      const form = volunteerForm(page);
      await form.getByLabel('Navn', { exact: true }).fill('Vera Uden Kode');
      await form.getByLabel('Email', { exact: true }).fill(email);
      await form.getByLabel('Telefon (valgfrit)').fill('20 12 34 56');
      await form.getByRole('checkbox', { name: 'Stå ved standen' }).check();
      await form.getByRole('checkbox', { name: 'Dele foldere ud' }).check();
      await form.getByRole('checkbox', { name: /^Jeg giver samtykke/ }).check();
      await expect(page.locator('#volunteer-form')).not.toHaveAttribute('data-ready');
      await form.getByRole('button', { name: 'Meld mig som frivillig' }).click();
      await page.unroute('**/_next/static/chunks/**');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tjek din mail');
      expect(new URL(page.url()).pathname).toBe('/api/volunteers');
      for (const viewport of Object.values(viewports)) {
        await page.setViewportSize(viewport);
        await expectNoAxeViolations(page);
      }
      await expect
        .poll(() => sink.received.some((m) => m.envelope.to.includes(email)), {
          timeout: 15_000,
        })
        .toBe(true);
      const link = /https?:\/\/\S+\/bliv-frivillig\/bekraeft\?token=\S+/.exec(
        sink.received.find((m) => m.envelope.to.includes(email))!.parsed.text ?? '',
      )?.[0];
      const { pathname, search } = new URL(link!);
      await page.goto(`${pathname}${search}`);
      await expect(page.getByText('Du vil gerne: dele foldere ud, stå ved standen.')).toBeVisible();
    });
  });
});

// Issue 48: the build puts the form in place in the page (React wrote it after the page, for a script to move in), so
// a browser without JavaScript shows the form, which posts by itself.
test.describe('/bliv-frivillig without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the form shows in its place', async ({ page }) => {
    await page.goto('/bliv-frivillig');
    await expect(volunteerForm(page)).toBeVisible();
    await expect(page.locator('main #volunteer-form form')).toHaveCount(1);
    await expect(volunteerForm(page)).toHaveAttribute('method', 'post');
  });
});
