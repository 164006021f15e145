import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import { vnuCommand, vnuURL } from './tests/e2e/vnu';

// Debian's Chromium where it is installed (CHROMIUM_PATH overrides); elsewhere Playwright's own browser.
const chromiumPath = process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const port = Number(process.env.E2E_PORT ?? 3100);
// Bound to 127.0.0.1 as behind a reverse proxy (README "Self-hosting"): a bound server is where same-site rewrites
// break (vercel/next.js#94745), so the suite runs against that setup.
export const baseURL = `http://127.0.0.1:${port}`;
// The server signs unsubscribe links with it in production mode; tests/e2e/unsubscribe.spec.ts signs with the same.
export const e2eUnsubscribeSecret = process.env.UNSUBSCRIBE_SECRET ?? 'e2e-only-unsubscribe-secret-0123456789';
// The server mails through SMTP on this port; tests/e2e/bliv-frivillig.spec.ts listens there with a real SMTP server
// (other specs' mails find nobody listening and wait in the outbox, as with a mail server down).
export const e2eSmtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 10);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // The summary reporter feeds .ci/run's summary (slowest and flaky tests).
  reporter: [['list'], ['./tests/e2e/summary-reporter.ts', { suite: 'site' }], ...(process.env.CI ? [] : [['html', { open: 'never' }] as const])],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // A fresh embedded database per run; the production build must exist (npm run build).
      command: `rm -rf .data/e2e && node node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${port}`,
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { PGLITE_DATA_DIR: '.data/e2e', RATE_LIMIT_ENABLED: 'false', NODE_ENV: 'production', UNSUBSCRIBE_SECRET: e2eUnsubscribeSecret, SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}` },
    },
    // The Nu HTML Checker as a service for tests/e2e/served-pages.spec.ts (one JVM for the run, not one per page).
    { command: vnuCommand, url: vnuURL, reuseExistingServer: !process.env.CI, timeout: 120_000 },
  ],
});
