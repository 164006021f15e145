// Issue 34 item 6: the room's lists download as .xlsx and as CSV, from links a keyboard reaches, on an axe-clean page.
// The .xlsx is read back with exceljs: every cell is the exact text the visitor typed, typed as text; the CSV, parsed
// with ';' and with ',', has no cell that a spreadsheet would run as a formula.
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import { expectNoAxeViolations } from '../site/axe';
import { roomAdmin } from './playwright.config';
import { roomSmtpSink } from './room-mail';

test.describe.configure({ mode: 'serial' });

const sink = roomSmtpSink();

// Names a visitor can type into the sign-up form of an event with places.
const run = Date.now().toString(36);
const hostileNames = [
  '=HYPERLINK("http://evil.example";"klik")',
  'Anna;=HYPERLINK("http://evil.example")',
  "+cmd|' /C calc'!A0",
  '-2+3 Hansen',
  '@SUM(1+1)',
  'Bo, =1+1',
  'Søren Ærø',
];

async function signIn(page: Page) {
  const before = sink.received.length;
  await page.goto('/kampagne/log-ind');
  await page.getByLabel('Emailadresse').fill(roomAdmin);
  await page.getByRole('button', { name: 'Send loginlink' }).click();
  // The sign-ups' own mails arrive in the same sink: wait for the one to the team member.
  const toAdmin = () => sink.received.slice(before).find((m) => m.envelope.to.includes(roomAdmin));
  await expect.poll(() => toAdmin() !== undefined, { timeout: 15_000 }).toBe(true);
  await page.goto(toAdmin()!.parsed.text!.match(/https?:\/\/\S+/)![0]);
  // A sign-in link that opens a confirmation page (issue 34 item 3) asks for one more press.
  const confirm = page.getByRole('button', { name: 'Log ind' });
  if (await confirm.isVisible()) await confirm.click();
  await expect(page).toHaveURL(/\/kampagne$/);
}

/** Tabs from the top of the page to the link and presses Enter: the download a keyboard user gets. */
async function downloadByKeyboard(page: Page, name: RegExp) {
  const link = page.getByRole('link', { name });
  await page.locator('body').focus();
  for (let i = 0; i < 40 && !(await link.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  return {
    filename: download.suggestedFilename(),
    body: fs.readFileSync((await download.path())!),
  };
}

test('the sign-up list downloads as .xlsx with the exact text and as CSV with no live formula', async ({
  page,
  baseURL,
}) => {
  for (const [i, name] of hostileNames.entries()) {
    const response = await page.request.post('/api/moed-os/tilmelding', {
      data: {
        event: 'debat-paa-biblioteket',
        name,
        email: `eksport-${run}-${i}@example.dk`,
        people: 1,
        consent: true,
      },
      headers: { origin: baseURL! },
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
  }

  await signIn(page);
  await page.goto('/kampagne/tilmeldinger');
  await expectNoAxeViolations(page);

  const xlsx = await downloadByKeyboard(page, /Hent som Excel/);
  expect(xlsx.filename).toBe('tilmeldinger.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(xlsx.body).buffer);
  const sheet = book.worksheets[0]!;
  const nameColumn = (sheet.getRow(1).values as unknown[]).indexOf('navn');
  expect(nameColumn).toBeGreaterThan(0);
  const names: unknown[] = [];
  sheet.eachRow((row, number) => {
    row.eachCell((cell) => {
      expect(cell.formula).toBeUndefined();
      expect(cell.type).toBe(ExcelJS.ValueType.String);
    });
    if (number > 1) names.push(row.getCell(nameColumn).value);
  });
  for (const name of hostileNames) expect(names).toContain(name);

  const csv = await downloadByKeyboard(page, /Hent som CSV/);
  expect(csv.filename).toBe('tilmeldinger.csv');
  expect([...csv.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.body.toString('utf8');
  expect(text.split('\r\n')[0]).toMatch(/^\uFEFFid;arrangement;navn;/);
  for (const delimiter of [';', ',']) {
    const cells = (
      parse(text, {
        delimiter,
        bom: true,
        relax_quotes: true,
        relax_column_count: true,
      }) as string[][]
    ).flat();
    expect(cells.filter((cell) => /^[\s"]*[=+\-@]/.test(cell))).toEqual([]);
  }
  expect(text).toContain('Søren Ærø');

  // Both downloads are in the audit log.
  await page.goto('/kampagne/revisionslog');
  await expect(
    page.getByRole('cell', { name: /Tilmeldinger: \d+ rækker \(xlsx\)/ }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole('cell', { name: /^Tilmeldinger: \d+ rækker$/ }).first(),
  ).toBeVisible();
});

test('the .xlsx export refuses a request without a session', async ({ request }) => {
  for (const list of ['nyhedsbrev', 'frivillige', 'tilmeldinger', 'findes-ikke']) {
    const response = await request.get(`/api/kampagne/lister/${list}/xlsx`, { maxRedirects: 0 });
    expect(response.status()).toBe(401);
  }
});
