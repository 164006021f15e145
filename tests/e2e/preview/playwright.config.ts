// The preview build (npm run build:preview → .next-preview) served with SITE_ENV=preview; only tests/e2e-preview runs here.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const port = Number(process.env.E2E_PREVIEW_PORT ?? 3161);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  ...base,
  testDir: './tests/e2e-preview',
  reporter: [['list'], ['./tests/e2e/summary-reporter.ts', { suite: 'preview' }]],
  use: { ...base.use, baseURL },
  webServer: {
    // Its own embedded database: forms in a preview keep working, apart from production's.
    command: `rm -rf .data/e2e-preview && node node_modules/next/dist/bin/next start -p ${port}`,
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { PGLITE_DATA_DIR: '.data/e2e-preview', RATE_LIMIT_ENABLED: 'false', NODE_ENV: 'production', SITE_ENV: 'preview', NEXT_DIST_DIR: '.next-preview' },
  },
});
