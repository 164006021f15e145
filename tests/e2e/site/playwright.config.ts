// The public site's suite: `next start` on the production build (npm run build), bound to 127.0.0.1.
import { desktopChromium, root, suiteConfig } from '../base.config';
import { vnuCommand, vnuURL } from './vnu';

const port = Number(process.env.E2E_PORT ?? 3100);
// Bound to 127.0.0.1 as behind a reverse proxy (README "Self-hosting"): a bound server is where same-site rewrites
// break (vercel/next.js#94745), so the suite runs against that setup.
export const baseURL = `http://127.0.0.1:${port}`;
// The server signs unsubscribe links with it in production mode; tests/e2e/site/unsubscribe.spec.ts signs with the same.
export const e2eUnsubscribeSecret =
  process.env.UNSUBSCRIBE_SECRET ?? 'e2e-only-unsubscribe-secret-0123456789';
// The server mails through SMTP on this port; tests/e2e/site/bliv-frivillig.spec.ts listens there with a real SMTP server
// (other specs' mails find nobody listening and wait in the outbox, as with a mail server down).
export const e2eSmtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 10);

// The election night's local source (a folder as on data.valg.dk), emptied with the database at each start.
export const e2eValgSource = '.data/e2e-valg';

export default suiteConfig('site', {
  testDir: '.',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  use: { baseURL },
  projects: [{ name: 'chromium', use: desktopChromium }],
  webServer: [
    {
      // A fresh embedded database per run; the production build must exist (npm run build).
      command: `rm -rf .data/e2e .data/e2e-valg && node node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${port}`,
      cwd: root,
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        PGLITE_DATA_DIR: '.data/e2e',
        RATE_LIMIT_ENABLED: 'false',
        NODE_ENV: 'production',
        UNSUBSCRIBE_SECRET: e2eUnsubscribeSecret,
        CRON_SECRET: 'e2e-only-cron-secret-0123456789',
        SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
        // valgaften.spec.ts fills this folder with the rehearsal night's waves and runs the cron.
        VALG_SOURCE: e2eValgSource,
      },
    },
    // The Nu HTML Checker as a service for served-pages.spec.ts (one JVM for the run, not one per page).
    {
      command: vnuCommand,
      cwd: root,
      url: vnuURL,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
