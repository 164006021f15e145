// Issue 34 item 8: a production server refuses to start without the secrets its features need, naming the variable.
// Spawns node the way each server loads the env: `next start` calls next.config.mjs with the server phase; the
// standalone image runs check-env.mjs before server.js; and (issue 45 item 8) every production server, `node server.js`
// started by hand included, runs instrumentation.ts's register() before it answers. scripts/ci/standalone-check.mjs
// starts the built server.js itself without each secret.
import { spawnSync } from 'node:child_process';

const secrets = {
  UNSUBSCRIBE_SECRET: 'u'.repeat(32),
  CRON_SECRET: 'c'.repeat(32),
  ADMIN_EMAILS: 'team@fremtidslisten.example',
  BETTER_AUTH_SECRET: 'b'.repeat(32),
};

const loaders = {
  'next start (next.config.mjs, server phase)':
    "import('./next.config.mjs').then(async (m) => { const c = typeof m.default === 'function' ? await m.default('phase-production-server', { defaultConfig: {} }) : m.default; if (!c) process.exit(3); })",
  // The Docker image runs this before server.js (bundled by scripts/build/bundle-migrate.mjs).
  'standalone server (scripts/build/check-env.mjs)': "import('./scripts/build/check-env.mjs')",
  // What server.js and next start run first in the Node runtime (compiled by Next; here by tsx).
  'any production server (instrumentation.ts register())':
    "import('./instrumentation.ts').then((m) => m.register())",
};

function start(loader: string, env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', '-e', loader], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', NEXT_RUNTIME: 'nodejs', ...env },
    encoding: 'utf8',
  });
}

describe.each(Object.entries(loaders))('%s', (_name, loader) => {
  it.each([
    [
      'UNSUBSCRIBE_SECRET',
      {
        CRON_SECRET: secrets.CRON_SECRET,
        ADMIN_EMAILS: secrets.ADMIN_EMAILS,
        BETTER_AUTH_SECRET: secrets.BETTER_AUTH_SECRET,
      },
    ],
    ['UNSUBSCRIBE_SECRET', {}],
    ['CRON_SECRET', {}],
    ['CRON_SECRET', { UNSUBSCRIBE_SECRET: secrets.UNSUBSCRIBE_SECRET }],
    [
      'BETTER_AUTH_SECRET',
      {
        UNSUBSCRIBE_SECRET: secrets.UNSUBSCRIBE_SECRET,
        CRON_SECRET: secrets.CRON_SECRET,
        ADMIN_EMAILS: secrets.ADMIN_EMAILS,
      },
    ],
  ])('exits non-zero naming %s when it is missing', (name, env) => {
    const result = start(loader, env);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(new RegExp(`${name}: must be set`));
  });

  it('starts with every secret set, and with no team room configured', () => {
    expect(start(loader, secrets).status).toBe(0);
    expect(
      start(loader, {
        UNSUBSCRIBE_SECRET: secrets.UNSUBSCRIBE_SECRET,
        CRON_SECRET: secrets.CRON_SECRET,
      }).status,
    ).toBe(0);
  });

  it('lets a preview deployment and a development server start without them', () => {
    expect(start(loader, { SITE_ENV: 'preview' }).status).toBe(0);
    expect(start(loader, { VERCEL_ENV: 'preview' }).status).toBe(0);
    expect(start(loader, { NODE_ENV: 'development' }).status).toBe(0);
  });
});

it('next build (next.config.mjs, build phase) needs no runtime secret', () => {
  const result = start(
    "import('./next.config.mjs').then(async (m) => { typeof m.default === 'function' ? await m.default('phase-production-build', { defaultConfig: {} }) : m.default; })",
    {},
  );
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});
