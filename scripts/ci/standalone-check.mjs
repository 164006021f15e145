// CI: runs what the Docker image runs. Copies .next/standalone to a temporary folder, adds public/ and .next/static
// as the Dockerfile does, applies the migrations with the bundled db/migrate.mjs, starts `node server.js` bound to
// 127.0.0.1 and checks /, a static asset, a public file, an unknown slug and /api/health; and that server.js (like
// check-env.mjs) refuses to start without each production secret. Needs `npm run build`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = process.cwd();
const port = Number(process.env.STANDALONE_PORT ?? 3112);
const base = `http://127.0.0.1:${port}`;
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const standalone = path.join(root, distDir, 'standalone');

if (!fs.existsSync(path.join(standalone, 'server.js'))) {
  console.error('standalone-check: .next/standalone/server.js not found; run npm run build first');
  process.exit(1);
}
const bundled = spawnSync(process.execPath, ['scripts/build/bundle-migrate.mjs'], {
  stdio: 'inherit',
});
if (bundled.status !== 0) process.exit(1);

// A copy away from the project, so nothing the image lacks (content/, node_modules) can be picked up from here.
const app = fs.mkdtempSync(path.join(os.tmpdir(), 'standalone-check-'));
fs.cpSync(standalone, app, { recursive: true, verbatimSymlinks: true });
fs.cpSync(path.join(root, 'public'), path.join(app, 'public'), { recursive: true });
fs.cpSync(path.join(root, distDir, 'static'), path.join(app, distDir, 'static'), {
  recursive: true,
});

const env = {
  ...process.env,
  NODE_ENV: 'production',
  UNSUBSCRIBE_SECRET: process.env.UNSUBSCRIBE_SECRET ?? 'ci-only-unsubscribe-secret-0123456789',
  CRON_SECRET: process.env.CRON_SECRET ?? 'ci-only-cron-secret-0123456789',
  HOSTNAME: '127.0.0.1',
  PORT: String(port),
  PGLITE_DATA_DIR: path.join(app, 'data'),
};
delete env.DATABASE_URL;
const failures = [];
const check = (ok, label) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${label}`);
  if (!ok) failures.push(label);
};

// The image's first step (Dockerfile CMD): refuses, naming the variable, without a secret production needs.
for (const secret of ['UNSUBSCRIBE_SECRET', 'CRON_SECRET']) {
  const withoutSecret = { ...env };
  delete withoutSecret[secret];
  const refused = spawnSync(process.execPath, ['check-env.mjs'], {
    cwd: app,
    env: withoutSecret,
    encoding: 'utf8',
  });
  check(
    refused.status !== 0 && new RegExp(`${secret}: must be set`).test(refused.stderr),
    `node check-env.mjs without ${secret} exits ${refused.status}`,
  );
}
// Issue 45 item 8: `node server.js` started by hand, without check-env.mjs (the documented VPS start), refuses too:
// instrumentation.ts's register() (./instrumentation-node.ts) checks before the server answers, names the variable and exits non-zero.
for (const secret of ['UNSUBSCRIBE_SECRET', 'CRON_SECRET']) {
  const withoutSecret = { ...env };
  delete withoutSecret[secret];
  const refused = spawnSync(process.execPath, ['server.js'], {
    cwd: app,
    env: withoutSecret,
    encoding: 'utf8',
    timeout: 30_000,
  });
  check(
    refused.status !== null &&
      refused.status !== 0 &&
      new RegExp(`${secret}: must be set`).test(refused.stderr + refused.stdout),
    `node server.js without ${secret} exits ${refused.status ?? `(still running: ${refused.signal})`}`,
  );
}
const envCheck = spawnSync(process.execPath, ['check-env.mjs'], {
  cwd: app,
  env,
  encoding: 'utf8',
});
check(envCheck.status === 0, `node check-env.mjs (${(envCheck.stdout + envCheck.stderr).trim()})`);

const migrate = spawnSync(process.execPath, ['db/migrate.mjs'], {
  cwd: app,
  env,
  encoding: 'utf8',
});
check(migrate.status === 0, `node db/migrate.mjs (${(migrate.stdout + migrate.stderr).trim()})`);

const server = spawn(process.execPath, ['server.js'], {
  cwd: app,
  env,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
server.stdout.on('data', (d) => (log += d));
server.stderr.on('data', (d) => (log += d));

const get = async (pathname, timeoutMs = 5000) => {
  const started = performance.now();
  const response = await fetch(base + pathname, {
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'manual',
  });
  const body = await response.text();
  return {
    status: response.status,
    body,
    type: response.headers.get('content-type') ?? '',
    ms: Math.round(performance.now() - started),
  };
};
const visibleText = (html) =>
  html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');

try {
  const deadline = Date.now() + 30_000;
  let home;
  while (!home && Date.now() < deadline) {
    home = await get('/').catch(
      () => new Promise((resolve) => setTimeout(() => resolve(undefined), 250)),
    );
  }
  check(home?.status === 200 && home.type.startsWith('text/html'), `GET / → ${home?.status}`);
  check(
    /<meta http-equiv="Content-Security-Policy" content="[^"]*sha256-/.test(home?.body ?? ''),
    '/ carries the hashed CSP <meta>',
  );

  const asset = home?.body.match(/\/_next\/static\/[^"'\s]+\.js/)?.[0];
  const js = asset ? await get(asset) : undefined;
  check(
    js?.status === 200 && /javascript/.test(js.type),
    `GET ${asset ?? '(no /_next/static script in /)'} → ${js?.status}`,
  );
  const logo = await get('/logo.svg');
  check(
    logo.status === 200 && logo.type.startsWith('image/svg'),
    `GET /logo.svg (public/) → ${logo.status}`,
  );

  for (const [pathname, text] of [
    ['/politik/findes-ikke', 'Tema ikke fundet'],
    ['/cases/findes-ikke', 'Case ikke fundet'],
  ]) {
    const page = await get(pathname);
    check(
      page.status === 404 && visibleText(page.body).includes(text) && page.ms < 2000,
      `GET ${pathname} → ${page.status} "${text}" in ${page.ms} ms`,
    );
  }

  // The embedded PGlite opens and migrates on first use; a fresh container's health check may see 503 at first.
  let health;
  while (Date.now() < deadline + 30_000) {
    health = await get('/api/health').catch(() => undefined);
    if (health?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  check(
    health?.status === 200 && health.body.startsWith('{"status":"ok","database":"ok",'),
    `GET /api/health → ${health?.status} ${health?.body}`,
  );
} finally {
  process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(app, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`standalone-check: ${failures.length} check(s) failed. Server log:\n${log}`);
  process.exit(1);
}
console.log('standalone-check: passed');
