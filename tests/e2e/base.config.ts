// What every Playwright suite shares (tests/e2e/<suite>/playwright.config.ts extends it): Debian's Chromium and its
// flags, one retry in CI, a trace of each retried test, the list reporter plus the summary reporter that .ci/run prints, and
// results under test-results/<suite>. Run any suite with `npx playwright test -c tests/e2e/<suite>` from the repository
// root (npm run test:e2e[:suite] does the same); its web servers start there too.
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/** The repository root: the suites are run from it, and their web servers run in it. */
export const root = process.cwd();

// Debian's Chromium where it is installed (CHROMIUM_PATH overrides); elsewhere Playwright's own browser.
const executablePath =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const args = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Desktop Chrome, as Debian's Chromium rather than Google Chrome's channel. */
export const desktopChromium = { ...devices['Desktop Chrome'], channel: undefined };

/** A suite's config: `suite` names its results and its part of CI's summary; `config` is what is its own. */
export function suiteConfig(
  suite: string,
  config: PlaywrightTestConfig,
  extraArgs: string[] = [],
): PlaywrightTestConfig {
  return defineConfig({
    retries: process.env.CI ? 1 : 0,
    timeout: 30_000,
    outputDir: path.join(root, 'test-results', suite),
    reporter: [
      ['list'],
      [path.join(root, 'tests/e2e/summary-reporter.ts'), { suite }],
      ...(process.env.CI
        ? []
        : [
            [
              'html',
              { open: 'never', outputFolder: path.join(root, 'playwright-report', suite) },
            ] as const,
          ]),
    ],
    ...config,
    use: {
      // A trace is recorded only when a test is retried (in CI, after a first failure): recording one for every test
      // and throwing it away on a pass cost CPU in every test on CI's two cores.
      trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
      ...config.use,
      launchOptions: { executablePath, args: [...args, ...extraArgs] },
    },
  });
}
