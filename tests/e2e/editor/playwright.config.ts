// The content editor (issue 28) in local mode: Keystatic under `next dev`, writing into a fresh copy of content/ and
// public/ (.data/editor-e2e), driven through its real UI with every other host refused (tests/e2e-editor).
// Its own dist folder (.next-editor-dev), so the production build in .next that the other suites use is untouched.
import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import { editorOrigin, scratchDir } from './tests/e2e-editor/paths';

const chromiumPath = process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './tests/e2e-editor',
  // One copy of the content, edited step by step: the scenarios run in order, in one worker.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [['list'], ['./tests/e2e/summary-reporter.ts', { suite: 'editor' }]],
  timeout: 120_000,
  expect: { timeout: 15_000 },
  globalSetup: './tests/e2e-editor/global-setup.ts',
  use: {
    baseURL: editorOrigin,
    viewport: { width: 1280, height: 800 },
    // As the volunteers see it: Danish dates in the date fields (and in the guide's screenshots).
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    navigationTimeout: 120_000,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--lang=da-DK'],
    },
  },
  projects: [{ name: 'editor', use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1280, height: 800 }, locale: 'da-DK' } }],
  webServer: {
    command: 'node scripts/ci/editor-e2e-server.mjs',
    url: `${editorOrigin}/api/keystatic/tree`,
    reuseExistingServer: false,
    timeout: 180_000,
    // SIGTERM, so the server script puts tsconfig.json back after next dev rewrote it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      NODE_ENV: 'development',
      KEYSTATIC_LOCAL_DIR: scratchDir,
      NEXT_DIST_DIR: '.next-editor-dev',
      // Outside the folder Keystatic reads (it hashes every file there for its tree).
      PGLITE_DATA_DIR: '.data/editor-e2e-db',
      RATE_LIMIT_ENABLED: 'false',
      NEXT_TELEMETRY_DISABLED: '1',
      // Local mode even where the shell has the GitHub settings (lib/env.js reads blank as unset).
      KEYSTATIC_GITHUB_CLIENT_ID: '',
      KEYSTATIC_GITHUB_CLIENT_SECRET: '',
      KEYSTATIC_SECRET: '',
      KEYSTATIC_REPO: '',
    },
  },
});
