// The content editor (issue 28) in local mode: Keystatic under `next dev`, writing into a fresh copy of content/ and
// public/ (.data/editor-e2e), driven through its real UI with every other host refused (tests/e2e/editor).
// Its own dist folder (.next-editor-dev), so the production build in .next that the other suites use is untouched.
import { desktopChromium, root, suiteConfig } from '../base.config';
import { editorOrigin, scratchDir } from './paths';

// Chromium in Danish as well (--lang), for the editor's date fields.
export default suiteConfig(
  'editor',
  {
    testDir: '.',
    // One copy of the content, edited step by step: the scenarios run in order, in one worker.
    workers: 1,
    fullyParallel: false,
    retries: 0,
    timeout: 120_000,
    expect: { timeout: 15_000 },
    globalSetup: './global-setup.ts',
    use: {
      baseURL: editorOrigin,
      viewport: { width: 1280, height: 800 },
      // As the volunteers see it: Danish dates in the date fields (and in the guide's screenshots).
      locale: 'da-DK',
      timezoneId: 'Europe/Copenhagen',
      navigationTimeout: 120_000,
    },
    projects: [
      {
        name: 'editor',
        use: { ...desktopChromium, viewport: { width: 1280, height: 800 }, locale: 'da-DK' },
      },
    ],
    webServer: {
      command: 'node scripts/ci/editor-e2e-server.mjs',
      cwd: root,
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
  },
  ['--lang=da-DK'],
);
