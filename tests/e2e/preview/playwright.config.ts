// The preview build (npm run build:preview → .next-preview) served with SITE_ENV=preview; only tests/e2e/preview runs here.
import { desktopChromium, root, suiteConfig } from '../base.config';

const port = Number(process.env.E2E_PREVIEW_PORT ?? 3161);
const baseURL = `http://127.0.0.1:${port}`;

export default suiteConfig('preview', {
  testDir: '.',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  use: { baseURL },
  projects: [{ name: 'chromium', use: desktopChromium }],
  webServer: {
    // Its own embedded database: forms in a preview keep working, apart from production's.
    command: `rm -rf .data/e2e-preview && node node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${port}`,
    cwd: root,
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PGLITE_DATA_DIR: '.data/e2e-preview',
      RATE_LIMIT_ENABLED: 'false',
      NODE_ENV: 'production',
      SITE_ENV: 'preview',
      NEXT_DIST_DIR: '.next-preview',
    },
  },
});
