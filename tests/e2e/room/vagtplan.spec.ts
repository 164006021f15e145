// Vagtplan (issue 47), end to end against the SMTP sink, by keyboard alone: the team plans a task with weekly shifts;
// a confirmed volunteer opens "Mine vagter" from the mail, takes two shifts (the mail carries the .ics) and leaves one
// (only the team is told); the team checks the volunteer in. axe on Vagtplan and Mine vagter at 375 and 1280 px, and a
// forged or expired link is refused in Danish with nothing of the volunteer's on the page.
import { createHmac } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, viewports } from '../site/axe';
import { roomSmtpSink, signIn } from './room-mail';

test.describe.configure({ mode: 'serial' });

const sink = roomSmtpSink();
const run = Date.now().toString(36);
const volunteer = { name: `Vagt Vera ${run}`, email: `vera-${run}@example.dk` };
const TITLE = `Dørbank i Nordbyen ${run}`;
const teamInbox = 'indbakke@fremtidslisten.example';
// The e2e server's UNSUBSCRIBE_SECRET (tests/e2e/room/playwright.config.ts); lib/vagtplan/token.ts derives its key so.
const linkKey = createHmac('sha256', 'e2e-only-unsubscribe-secret-0123456789')
  .update('mine-vagter-key')
  .digest('base64url');

/** Presses Tab (and nothing else) until `target` has focus. */
async function tabTo(page: Page, target: Locator, max = 200) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

const mailsTo = (email: string) => sink.received.filter((m) => m.envelope.to.includes(email));
let myShiftsLink = '';

test('the team plans a task with weekly shifts, by keyboard', async ({ page }) => {
  await signIn(page, sink);
  await page.keyboard.press('Tab');
  const menuLink = page
    .getByRole('navigation', { name: 'Kampagnerummet' })
    .getByRole('link', { name: 'Vagtplan' });
  await tabTo(page, menuLink);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Vagtplan' })).toBeVisible();
  await expect(
    page.getByText('Plakaterne må hænge fra lørdag 27. oktober 2029 kl. 12.00'),
  ).toBeVisible();

  const form = page.locator('form', { has: page.getByRole('button', { name: 'Opret opgave' }) });
  await typeInto(page, form.getByLabel('Titel'), TITLE);
  await typeInto(page, form.getByLabel('Mødested'), 'Nordbyens kirke');
  await typeInto(page, form.getByLabel(/^Område/), 'Afstemningsområde Nord');
  await typeInto(page, form.getByLabel('Dato'), '2029-11-06');
  await typeInto(page, form.getByLabel('Start'), '16:00');
  await typeInto(page, form.getByLabel('Slut'), '18:00');
  await typeInto(page, form.getByLabel('Pladser'), '2');
  await tabTo(page, form.getByLabel('Gentag hver uge til valgdagen'));
  await page.keyboard.press('Space');
  await tabTo(page, form.getByRole('button', { name: 'Opret opgave' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Opgaven og dens vagter er oprettet.')).toBeVisible();
  // 6, 13 and 20 November (election day): three shifts, each 0 of 2 taken.
  const cards = page.locator('li[id^="vagt-"]', { hasText: TITLE });
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('0 af 2 pladser taget, mangler 2');
  await expect(page.getByRole('table', { name: 'Pladser pr. dag' })).toContainText(
    '6. november 2029',
  );

  for (const [label, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    await expect(page.getByTestId('coverage-chart').locator('canvas')).toBeVisible();
    await expectNoAxeViolations(page).catch((error: Error) => {
      throw new Error(`Vagtplan at ${label}: ${error.message}`);
    });
  }
});

test('a volunteer opens Mine vagter from the mail, takes two shifts and leaves one, by keyboard', async ({
  page,
  baseURL,
}) => {
  const signUp = await page.request.post('/api/volunteers', {
    data: {
      ...volunteer,
      phone: '20 30 40 50',
      interests: ['doere'],
      times: ['aftener'],
      consent: true,
    },
    headers: { origin: baseURL! },
  });
  expect(signUp.status(), await signUp.text()).toBeLessThan(300);
  await expect.poll(() => mailsTo(volunteer.email).length, { timeout: 15_000 }).toBe(1);
  const text = mailsTo(volunteer.email)[0]!.parsed.text!;
  const confirm = text.match(/https?:\/\/\S+\/bliv-frivillig\/bekraeft\?token=(\S+)/)!;
  myShiftsLink = text.match(/https?:\/\/\S+\/mine-vagter\?token=\S+/)![0];
  // Before the sign-up is confirmed, the link shows nothing.
  await page.goto(myShiftsLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Linket virker ikke' })).toBeVisible();
  const confirmed = await page.request.post('/api/volunteers/confirm', {
    form: { token: decodeURIComponent(confirm[1]!) },
    maxRedirects: 0,
  });
  expect(confirmed.status()).toBe(303);

  await page.goto(myShiftsLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Mine vagter' })).toBeVisible();
  for (const [label, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page).catch((error: Error) => {
      throw new Error(`Mine vagter at ${label}: ${error.message}`);
    });
  }
  const take = (day: string) =>
    page.getByRole('button', {
      name: new RegExp(`^Tag vagten\\s*: Dørbank: ${TITLE}, \\S+ ${day}\\. november`),
    });
  for (const day of ['6', '13']) {
    await page.locator('body').focus();
    await tabTo(page, take(day));
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('Vagten er din. Vi har sendt dig en mail med en kalenderfil.'),
    ).toBeVisible();
  }
  await expect.poll(() => mailsTo(volunteer.email).length, { timeout: 15_000 }).toBe(3);
  const taken = mailsTo(volunteer.email)[1]!;
  expect(taken.parsed.subject).toBe(`Din vagt: ${TITLE}`);
  expect(taken.parsed.attachments.map((a) => a.filename)).toEqual([
    expect.stringMatching(/^vagt-\d+\.ics$/),
  ]);

  const teamBefore = mailsTo(teamInbox).length;
  await page.locator('body').focus();
  await tabTo(
    page,
    page.getByRole('button', {
      name: new RegExp(`^Meld fra\\s*: Dørbank: ${TITLE}, \\S+ 13\\. november`),
    }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByText('Du har meldt fra vagten.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Meld fra\s*:/ })).toHaveCount(1);
  await expect.poll(() => mailsTo(teamInbox).length, { timeout: 15_000 }).toBe(teamBefore + 1);
  expect(mailsTo(teamInbox).at(-1)!.parsed.subject).toContain('har meldt fra');
  expect(mailsTo(volunteer.email)).toHaveLength(3);
});

test('the team sees the volunteer with their phone number and checks them in, by keyboard', async ({
  page,
}) => {
  await signIn(page, sink);
  await page.goto('/kampagne/vagtplan');
  const card = page
    .locator('li[id^="vagt-"]', { hasText: '6. november 2029' })
    .filter({ hasText: TITLE });
  await expect(card.getByRole('cell', { name: volunteer.name, exact: true })).toBeVisible();
  // Stored as E.164 by the sign-up's validation; shown as it is read aloud, dialled from the link.
  await expect(card.getByRole('link', { name: '+45 20 30 40 50' })).toHaveAttribute(
    'href',
    'tel:+4520304050',
  );
  await tabTo(
    page,
    card.getByRole('button', { name: new RegExp(`^Mødt\\s*: ${volunteer.name}$`) }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByText('Fremmødet er gemt.')).toBeVisible();
  await expect(
    page
      .locator('li[id^="vagt-"]', { hasText: '6. november 2029' })
      .filter({ hasText: TITLE })
      .getByRole('row', { name: new RegExp(volunteer.name) }),
  ).toContainText('Mødt');
});

test('a forged or expired link gets a Danish refusal and shows nothing of the volunteer', async ({
  page,
}) => {
  const token = decodeURIComponent(new URL(myShiftsLink).searchParams.get('token')!);
  const [id] = token.split('.');
  const forged = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
  const expires = Math.floor(Date.now() / 1000) - 60;
  const mac = createHmac('sha256', linkKey)
    .update(`mine-vagter\n${id}\n${volunteer.email}\n${expires}`)
    .digest('base64url');
  for (const [link, heading] of [
    [`/mine-vagter?token=${encodeURIComponent(forged)}`, 'Linket virker ikke'],
    [`/mine-vagter?token=${id}.${expires}.${mac}`, 'Linket er udløbet'],
    ['/mine-vagter', 'Linket virker ikke'],
  ] as const) {
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const shown = await page.locator('main').innerText();
    expect(shown).not.toContain(volunteer.name);
    expect(shown).not.toContain(TITLE);
    await expect(page.getByRole('button', { name: /Tag vagten|Meld fra/ })).toHaveCount(0);
  }
});
