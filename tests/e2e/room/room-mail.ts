// What the room's specs share: the SMTP sink its server mails to, and signing in with the link from it.
import { expect, test, type Page } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '../../helpers/smtp-sink';
import { roomAdmin, smtpPort } from './playwright.config';

/** The SMTP sink on smtpPort for this spec file (hooks registered here); use it inside the tests. */
export function roomSmtpSink(): SmtpSink {
  let sink: SmtpSink | undefined;
  test.beforeAll(async () => {
    sink = await startSmtpSink(smtpPort);
  });
  test.afterAll(async () => {
    await sink?.close();
  });
  const current = () => {
    if (!sink) throw new Error('roomSmtpSink: the sink is only running inside tests');
    return sink;
  };
  return {
    get port() {
      return current().port;
    },
    get url() {
      return current().url;
    },
    get received() {
      return current().received;
    },
    get rejectWith() {
      return current().rejectWith;
    },
    set rejectWith(code) {
      current().rejectWith = code;
    },
    waitFor: (count, timeoutMs) => current().waitFor(count, timeoutMs),
    close: () => current().close(),
  };
}

/** Asks for a sign-in link for roomAdmin, opens it from the mail, presses "Log ind"; returns the link. */
export async function signIn(page: Page, sink: SmtpSink) {
  const before = sink.received.length;
  await page.goto('/kampagne/log-ind');
  await page.getByLabel('Emailadresse').fill(roomAdmin);
  await page.getByRole('button', { name: 'Send loginlink' }).click();
  await expect(
    page.getByText('Hvis adressen har adgang, er der sendt et link til den.'),
  ).toBeVisible();
  const mails = await sink.waitFor(before + 1, 15_000);
  const mail = mails.slice(before).find((m) => m.envelope.to.includes(roomAdmin))!;
  const link = mail.parsed.text!.match(/https?:\/\/\S+/)![0];
  await page.goto(link);
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
  await expect(page).toHaveURL(/\/kampagne$/);
  return link;
}
