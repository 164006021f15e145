// The news spec against a build with more posts than fit on one page (npm run build:preview → .next-preview, built
// from a content copy with six more posts and served as the preview deployment it is), so
// /nyheder/side/2 is checked too; the site suite runs the same spec (tests/e2e/site/news.spec.ts) against the sample
// content.
import { desktopChromium, root, suiteConfig } from '../base.config';

const port = Number(process.env.E2E_NEWS_PORT ?? 3171);
const baseURL = `http://127.0.0.1:${port}`;
const contentDir = '.data/content-news';
// The spec counts the posts of the content it is given.
process.env.CONTENT_DIR = contentDir;

export default suiteConfig('news', {
  testDir: '../site',
  testMatch: 'news.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  use: { baseURL },
  projects: [{ name: 'chromium', use: desktopChromium }],
  webServer: {
    command: `rm -rf .data/e2e-news && node node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${port}`,
    cwd: root,
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PGLITE_DATA_DIR: '.data/e2e-news',
      RATE_LIMIT_ENABLED: 'false',
      NODE_ENV: 'production',
      UNSUBSCRIBE_SECRET: 'e2e-only-unsubscribe-secret-0123456789',
      CRON_SECRET: 'e2e-only-cron-secret-0123456789',
      SITE_ENV: 'preview',
      NEXT_DIST_DIR: '.next-preview',
      CONTENT_DIR: contentDir,
    },
  },
});
