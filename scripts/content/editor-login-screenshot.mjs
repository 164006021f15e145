// `node scripts/content/editor-login-screenshot.mjs`: docs/editor/00-log-ind.png, the editor's GitHub-mode sign-in screen,
// taken under next dev with dummy GitHub settings and every host but the site's own refused (GitHub is never asked).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const port = 3183;
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['scripts/ci/editor-e2e-server.mjs'], {
  detached: true,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    NEXT_TELEMETRY_DISABLED: '1',
    EDITOR_E2E_PORT: String(port),
    KEYSTATIC_LOCAL_DIR: '.data/editor-e2e-login',
    NEXT_DIST_DIR: '.next-editor-dev',
    PGLITE_DATA_DIR: '.data/editor-e2e-login-db',
    KEYSTATIC_GITHUB_CLIENT_ID: 'dummy-client-id',
    KEYSTATIC_GITHUB_CLIENT_SECRET: 'dummy-client-secret',
    KEYSTATIC_SECRET: 'dummy-secret-for-the-screenshot-only-0123456789',
    KEYSTATIC_REPO: 'fremtidslisten/kampagne-site',
  },
});

const refused = new Set();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--lang=da-DK'],
});
try {
  for (let tries = 0; ; tries++) {
    const status = await fetch(`${origin}/robots.txt`).then((r) => r.status, () => 0);
    if (status) break;
    if (tries > 180) throw new Error('next dev did not start');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'da-DK' });
  await context.route((url) => url.origin !== origin, (route) => {
    refused.add(route.request().url());
    return route.abort('blockedbyclient');
  });
  const page = await context.newPage();
  await page.goto(`${origin}/keystatic`, { timeout: 180_000 });
  await page.getByText(/GitHub/).first().waitFor({ timeout: 180_000 });
  await page.waitForTimeout(1000);
  await page.addStyleTag({ content: 'nextjs-portal { display: none !important; }' });
  fs.mkdirSync('docs/editor', { recursive: true });
  await page.screenshot({ path: 'docs/editor/00-log-ind.png' });
  console.log(await page.locator('body').innerText());
  console.log('refused:', [...refused]);
} finally {
  await browser.close();
  process.kill(-server.pid, 'SIGTERM');
}
