import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { stopOwnServer } from '../own-server';
import { expectCodeReady } from '../code-ready';

// A second production server whose database is unreachable (a closed port), so every write fails as in an outage.
const port = Number(process.env.E2E_DB_DOWN_PORT ?? 3113);
const base = `http://localhost:${port}`;
let server: ChildProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = spawn('node', ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      UNSUBSCRIBE_SECRET: 'e2e-only-unsubscribe-secret-0123456789',
      CRON_SECRET: 'e2e-only-cron-secret-0123456789',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:9/none',
      RATE_LIMIT_ENABLED: 'false',
    },
  });
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${base}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`next start on ${port} did not come up`);
});

test.afterAll(async () => {
  await stopOwnServer(server);
});

test('the API answers 503 with Retry-After', async () => {
  const res = await fetch(`${base}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'a@example.dk', consent: true }),
  });
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
});

test('contact: the error toast, and every typed value stays', async ({ page }) => {
  await page.goto(`${base}/kontakt`);
  const form = page.locator('form', {
    has: page.getByRole('heading', { name: 'Send os en besked' }),
  });
  await form.getByLabel('Navn', { exact: true }).fill('Mette Lund');
  await form.getByLabel('Email', { exact: true }).fill('mette@example.dk');
  await form.getByLabel('Kategori', { exact: true }).selectOption('klage');
  await form.getByLabel('Besked', { exact: true }).fill('Stien ved søen er ikke ryddet for sne.');
  await form.getByRole('checkbox').check();
  // Issue 48: the form's code loads on first use; the toast is its answer, not the page a post without it gets.
  await expectCodeReady(page, 'contact-form');
  await form.getByRole('button', { name: 'Send besked' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Fejl' })).toContainText(
    'Der opstod en fejl ved afsendelse. Prøv venligst igen.',
  );
  await expect(form.getByLabel('Navn', { exact: true })).toHaveValue('Mette Lund');
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue('mette@example.dk');
  await expect(form.getByLabel('Kategori', { exact: true })).toHaveValue('klage');
  await expect(form.getByLabel('Besked', { exact: true })).toHaveValue(
    'Stien ved søen er ikke ryddet for sne.',
  );
  await expect(form.getByRole('checkbox')).toBeChecked();
  await expect(form.getByRole('button', { name: 'Send besked' })).toBeEnabled();
});

test('newsletter: the error toast, and the typed email stays', async ({ page }) => {
  await page.goto(`${base}/kontakt`);
  const form = page.locator('form', {
    has: page.getByRole('heading', { name: 'Tilmeld nyhedsbrev' }),
  });
  await form.getByLabel('Email', { exact: true }).fill('jens@example.dk');
  await form.getByRole('checkbox', { name: /samtykke/ }).check();
  await expectCodeReady(page, 'newsletter-form');
  await form.getByRole('button', { name: 'Tilmeld' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Fejl' })).toContainText(
    'Der opstod en fejl ved tilmelding. Prøv venligst igen.',
  );
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue('jens@example.dk');
  await expect(form.getByRole('checkbox', { name: /samtykke/ })).toBeChecked();
});

test('poll: the vote failure toast', async ({ page }) => {
  await page.goto(base);
  const poll = page.locator('section[aria-labelledby="poll-heading"]');
  await poll.getByLabel('Ja, helt sikkert', { exact: true }).check();
  await poll.getByRole('button', { name: 'Afgiv stemme' }).click();
  await expect(page.getByText('Kunne ikke registrere stemme. Prøv igen.')).toBeVisible();
});
