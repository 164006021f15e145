// Udsendelser (issue 36), end to end against the SMTP sink: a team member sends a test to themself, then the newsletter
// to one topic, by keyboard alone (Tab, Space, Enter); "Send nu" reaches exactly the readers who chose that topic
// before any cron runs, and after the crons have run they still have it once each. Then axe on the page at 375 and 1280 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { toLocalInputValue } from '@/app/(kampagne)/kampagne/(rum)/udsendelser/schedule';
import { expectNoAxeViolations, viewports } from '../site/axe';
import { cronSecret, roomAdmin } from './playwright.config';
import { roomSmtpSink, signIn } from './room-mail';

test.describe.configure({ mode: 'serial' });

const sink = roomSmtpSink();

// The newest sample newsletter (content/nyhedsbreve), first in the select; written for 'arrangementer' and 'kandidatbreve'.
const SUBJECT = 'Åbent hus i november og et brev fra Maja';
const run = `${Date.now()}`;
const reader = (name: string) => `${name}-${run}@example.dk`;
// Who chose what: a send to 'arrangementer' reaches bo and carl (no choice = every topic), not anna, not dora (left).
const readers = {
  anna: { email: reader('anna'), topics: ['byraadet'] },
  bo: { email: reader('bo'), topics: ['arrangementer'] },
  carl: { email: reader('carl'), topics: undefined },
  dora: { email: reader('dora'), topics: ['arrangementer'] },
};

/** Presses Tab (and nothing else) until `target` has focus. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const focused = (locator: Locator) =>
  expect.poll(() => locator.evaluate((el) => el === document.activeElement)).toBe(true);

/** The crons as Vercel calls them: the send tick enqueues, the mail drain delivers. */
async function runCrons(page: Page) {
  for (const path of ['/api/cron/newsletter', '/api/cron/mail']) {
    const response = await page.request.get(path, {
      headers: { authorization: `Bearer ${cronSecret}` },
    });
    expect(response.status(), path).toBe(200);
  }
}

const newsletterMailsTo = (email: string) =>
  sink.received.filter(
    (m) => m.envelope.to.includes(email) && (m.parsed.subject ?? '').includes(SUBJECT),
  );

test('a test to myself, then the newsletter to one topic, by keyboard alone', async ({
  page,
  baseURL,
}) => {
  // Four readers sign up through the public API; dora leaves again with her welcome mail's one-click link.
  for (const { email, topics } of Object.values(readers)) {
    const response = await page.request.post('/api/newsletter', {
      data: { email, consent: true, ...(topics ? { topics } : {}) },
      headers: { origin: baseURL! },
    });
    expect(response.status(), email).toBe(201);
  }
  await expect
    .poll(() => sink.received.filter((m) => m.envelope.to.includes(readers.dora.email)).length)
    .toBe(1);
  const welcome = sink.received.find((m) => m.envelope.to.includes(readers.dora.email))!;
  const unsubscribe = welcome.parsed.text!.match(
    /https?:\/\/\S+\/nyhedsbrev\/afmeld\?token=\S+/,
  )![0];
  const left = await page.request.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(left.status()).toBe(200);

  await signIn(page, sink);
  await page.goto('/kampagne');
  await page
    .getByRole('navigation', { name: 'Kampagnerummet' })
    .getByRole('link', { name: 'Udsendelser' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Udsendelser' })).toBeVisible();

  const form = page.locator('form', { has: page.getByLabel('Nyhedsbrev') });
  await expect(form.getByLabel('Nyhedsbrev').locator('option:checked')).toHaveText(SUBJECT);
  const modtagere = form.getByRole('group', { name: 'Modtagere' });
  const events = modtagere.getByRole('checkbox', { name: 'Arrangementer' });
  const letters = modtagere.getByRole('checkbox', { name: 'Breve fra kandidaterne' });
  const council = modtagere.getByRole('checkbox', { name: 'Nyt fra byrådet' });
  // The newsletter's own topics come ticked, and the description is read with each box.
  await expect(events).toBeChecked();
  await expect(letters).toBeChecked();
  await expect(council).not.toBeChecked();
  await expect(events).toHaveAccessibleDescription(
    'Møder, vandringer og åbne aftener, hvor du kan møde os.',
  );
  const count = page.getByTestId('recipient-count');
  await expect(count).toHaveAttribute('aria-live', 'polite');

  // Only 'Arrangementer': Space on the other box.
  await tabTo(page, letters);
  await page.keyboard.press('Space');
  await expect(letters).not.toBeChecked();
  await expect(count).toHaveText('2 modtagere');

  // "Send prøve til mig": one mail to the signed-in member, subject prefixed [Prøve].
  const beforeTest = sink.received.length;
  await tabTo(page, form.getByRole('button', { name: 'Send prøve til mig' }));
  await page.keyboard.press('Enter');
  const sentTest = page
    .getByRole('status')
    .filter({ hasText: `Prøven er sendt til ${roomAdmin}.` });
  await expect(sentTest).toBeVisible();
  await focused(sentTest);
  await runCrons(page);
  await expect
    .poll(() => sink.received.slice(beforeTest).filter((m) => m.envelope.to.includes(roomAdmin)))
    .toHaveLength(1);
  const test = sink.received.slice(beforeTest).find((m) => m.envelope.to.includes(roomAdmin))!;
  expect(test.parsed.subject).toBe(`[Prøve] ${SUBJECT}`);
  expect(Object.values(readers).flatMap((r) => newsletterMailsTo(r.email))).toEqual([]);

  // "Send nu" asks once more; Escape takes the question back and focus returns to the button.
  const sendNow = form.getByRole('button', { name: 'Send nu' });
  await tabTo(page, sendNow);
  await page.keyboard.press('Space');
  const confirm = form.getByRole('button', { name: 'Ja, send til 2 modtagere' });
  await focused(confirm);
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await focused(sendNow);
  await page.keyboard.press('Enter');
  await focused(confirm);
  await page.keyboard.press('Enter');
  const started = page.getByRole('status').filter({ hasText: 'Udsendelsen er sat i gang.' });
  await expect(started).toBeVisible();
  await focused(started);

  // The first batch goes out at once, before any cron has run (issue 45); then two rounds of the crons: nobody gets
  // it twice.
  await expect
    .poll(() =>
      Object.entries(readers)
        .filter(([, r]) => newsletterMailsTo(r.email).length > 0)
        .map(([name]) => name),
    )
    .toEqual(['bo', 'carl']);
  await runCrons(page);
  await runCrons(page);
  await expect
    .poll(() =>
      Object.entries(readers)
        .filter(([, r]) => newsletterMailsTo(r.email).length > 0)
        .map(([name]) => name),
    )
    .toEqual(['bo', 'carl']);
  for (const name of ['bo', 'carl'] as const)
    expect(newsletterMailsTo(readers[name].email)).toHaveLength(1);
  const mail = newsletterMailsTo(readers.bo.email)[0]!;
  // mailparser folds the List-* headers into one object: read the raw header.
  expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

  // The table: sent, two mails, and no Stop any more; the count for the same choice is now 0.
  await page.reload();
  const row = page.getByTestId('sends').getByRole('row', { name: new RegExp(SUBJECT) });
  await expect(row.getByRole('cell').nth(2)).toHaveText('sendt');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');
  await expect(row.getByRole('cell').nth(4)).toHaveText('2');
  await expect(row.getByRole('button', { name: /Stop/ })).toHaveCount(0);
  await expect(page.getByTestId('recipient-count')).toHaveText('0 modtagere');

  await page.goto('/kampagne/revisionslog');
  await expect(page.getByRole('cell', { name: 'Prøve på nyhedsbrev' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Udsendelse af nyhedsbrev' }).first()).toBeVisible();
});

test('a send planned for tomorrow, Copenhagen time, waits as planlagt and stops on Stop', async ({
  page,
}) => {
  await signIn(page, sink);
  await page.goto('/kampagne/udsendelser');
  const council = 'Nyt fra byrådet: kortere ventetid på byggesager';
  await page.getByLabel('Nyhedsbrev').selectOption({ label: council });
  await expect(page.getByRole('checkbox', { name: 'Nyt fra byrådet' })).toBeChecked();
  await expect(page.getByTestId('recipient-count')).toHaveText('2 modtagere'); // anna and carl (every topic)
  const tomorrow = toLocalInputValue(new Date(Date.now() + 24 * 3600_000)).slice(0, 10);
  await page.getByLabel('Send senere').fill(`${tomorrow}T09:30`);
  await expect(page.getByText('Dato og klokkeslæt i dansk tid (Europe/Copenhagen).')).toBeVisible();
  await page.getByRole('button', { name: 'Planlæg' }).click();
  const confirm = page.getByRole('button', { name: 'Ja, send til 2 modtagere' });
  await expect(confirm).toBeFocused();
  await expect(page.getByText(/kl\. 09\.30 \(dansk tid\) til 2 modtagere/)).toBeVisible();
  await confirm.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Udsendelsen er planlagt til' }),
  ).toContainText('09.30 (dansk tid)');

  // Nothing goes before the time, however often the crons run.
  await runCrons(page);
  await page.reload();
  const row = page.getByTestId('sends').getByRole('row', { name: new RegExp(council) });
  await expect(row.getByRole('cell').nth(2)).toHaveText('planlagt');
  await expect(row.getByRole('cell').nth(1)).toContainText('09.30');
  await row.getByRole('button', { name: `Stop udsendelsen af ${council}` }).click();
  await expect(page.getByText('Udsendelsen er stoppet.')).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('stoppet');
  await expect(row.getByRole('button', { name: /Stop/ })).toHaveCount(0);
  expect(sink.received.filter((m) => m.parsed.subject === council)).toEqual([]);

  await page.goto('/kampagne/revisionslog');
  await expect(page.getByRole('cell', { name: 'Udsendelse stoppet' }).first()).toBeVisible();
});

test('axe finds nothing on Udsendelser at 375 and 1280 px, also with the question open', async ({
  page,
}) => {
  await signIn(page, sink);
  for (const viewport of [viewports.mobile, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await page.goto('/kampagne/udsendelser');
    await expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: 'Nyt fra byrådet' }).check();
    await page.getByRole('button', { name: 'Send nu' }).click();
    await expect(page.getByRole('button', { name: /^Ja, send til / })).toBeFocused();
    await expectNoAxeViolations(page);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(viewport.width);
  }
});
