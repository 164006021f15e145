import { desktopChromium, root, suiteConfig } from '../base.config';

// Kampagnerummet's suite: its own server, because it needs ADMIN_EMAILS, a sign-in secret and SMTP_URL pointing at
// the SMTP sink the specs start (tests/helpers/smtp-sink.ts); the main suite's server stays exactly as it was.
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** The specs listen here; the server sends every mail here. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 10);
export const roomAdmin = 'kampagne@fremtidslisten.example';
/** The crons' bearer secret, so a spec can run the newsletter tick and the mail drain as Vercel Cron would. */
export const cronSecret = 'e2e-only-cron-secret-0123456789';

/** The election night's local source for the room's server. */
export const roomValgSource = '.data/e2e-kampagne-valg';

export default suiteConfig('room', {
  testDir: '.',
  // One SMTP sink on one port and one database: the specs run one after another.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  use: { baseURL },
  projects: [{ name: 'kampagne', use: desktopChromium }],
  webServer: {
    command: `rm -rf .data/e2e-kampagne .data/e2e-kampagne-valg && node node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${port}`,
    cwd: root,
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PGLITE_DATA_DIR: '.data/e2e-kampagne',
      RATE_LIMIT_ENABLED: 'false',
      NODE_ENV: 'production',
      SITE_URL: baseURL,
      UNSUBSCRIBE_SECRET: 'e2e-only-unsubscribe-secret-0123456789',
      ADMIN_EMAILS: roomAdmin,
      BETTER_AUTH_SECRET: 'e2e-only-better-auth-secret-0123456789abcdef',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Fremtidslisten <noreply@fremtidslisten.example>',
      CONTACT_INBOX: 'indbakke@fremtidslisten.example',
      CRON_SECRET: cronSecret,
      // valgaften.spec.ts fills this folder (the election night's source) and runs the cron.
      VALG_SOURCE: roomValgSource,
    },
  },
});
