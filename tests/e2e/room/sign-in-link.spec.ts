// The sign-in link against a mail scanner (issue 34): Defender Safe Links, Mimecast and Gmail fetch a link before the
// person opens it. The fetch must use nothing up and get no session; the person then opens the same link, presses
// "Log ind" (by keyboard here) and is signed in. The page passes axe at 375 and 1280 px.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, viewports } from '../site/axe';
import { roomAdmin } from './playwright.config';
import { roomSmtpSink } from './room-mail';

test.describe.configure({ mode: 'serial' });

const sink = roomSmtpSink();

async function mailedLink(page: Page) {
  const before = sink.received.length;
  await page.goto('/kampagne/log-ind');
  await page.getByLabel('Emailadresse').fill(roomAdmin);
  await page.getByRole('button', { name: 'Send loginlink' }).click();
  await expect(page).toHaveURL(/\/kampagne\/log-ind\?sendt=1$/);
  const mails = await sink.waitFor(before + 1, 15_000);
  return mails
    .slice(before)
    .find((m) => m.envelope.to.includes(roomAdmin))!
    .parsed.text!.match(/https?:\/\/\S+/)![0];
}

const sessionCookies = async (page: Page) =>
  (await page.context().cookies()).filter((c) => c.name.includes('session_token'));

test('a scanner’s fetch of the link uses nothing up; the person then signs in with it by keyboard', async ({
  page,
  request,
}) => {
  const link = await mailedLink(page);
  const token = new URL(link).searchParams.get('token')!;

  // The scanner: plain fetches (redirects followed), of the link and of better-auth's own path for the same token.
  for (const url of [
    link,
    `/api/kampagne/auth/magic-link/verify?token=${token}&callbackURL=%2Fkampagne`,
  ]) {
    const scanned = await request.get(url);
    expect(scanned.status()).toBe(200);
    expect(await scanned.text()).toContain('Log ind i kampagnerummet');
    expect(scanned.headers()['set-cookie']).toBeUndefined();
  }
  expect(
    (await request.storageState()).cookies.filter((c) => c.name.includes('session_token')),
  ).toEqual([]);

  // The person opens the same link: a page with a button, and still no session.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Log ind i kampagnerummet' })).toBeVisible();
  expect(await sessionCookies(page)).toEqual([]);
  const button = page.getByRole('button', { name: 'Log ind', exact: true });
  // Tab from the top of the page to the button (past the skip link), then Enter.
  for (let i = 0; i < 5 && !(await button.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/kampagne$/);
  await expect(page.getByText(`Logget ind som ${roomAdmin}`)).toBeVisible();
  expect(await sessionCookies(page)).toHaveLength(1);

  // Used once: the same link again is refused in Danish.
  await page.goto(link);
  await button.click();
  await expect(page).toHaveURL(/\/kampagne\/log-ind\?fejl=link$/);
  await expect(
    page.getByText('Linket virker ikke: det er brugt, udløbet eller forkert. Bed om et nyt.'),
  ).toBeVisible();
});

test('a forged link is refused in Danish', async ({ page }) => {
  await page.goto('/kampagne/log-ind/bekraeft?token=forfalsketforfalsketforfalsket12');
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
  await expect(
    page.getByText('Linket virker ikke: det er brugt, udløbet eller forkert. Bed om et nyt.'),
  ).toBeVisible();
  expect(await sessionCookies(page)).toEqual([]);
});

test('axe finds nothing on the link’s page at 375 and 1280 px', async ({ page }) => {
  for (const viewport of [viewports.mobile, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await page.goto('/kampagne/log-ind/bekraeft?token=abcdefghijklmnopqrstuvwxyzABCDEF');
    await expect(page.getByRole('button', { name: 'Log ind', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
