import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { stopOwnServer } from '../own-server';

// A production server reached directly, with no proxy trusted (TRUSTED_PROXY_HOPS unset: 0) and the rate limits on,
// as a self-hosted server without a proxy runs: the limiter keys on each request's socket address
// (lib/api/peer-address.ts, installed by instrumentation.ts), not on any header a client sends. Two clients are two
// loopback addresses (Linux routes all of 127/8 to lo); every request carries a different forged X-Forwarded-For.
const port = Number(
  process.env.E2E_CLIENT_ADDRESS_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 14,
);
const dataDir = `.data/e2e-client-address-${port}`;
let server: ChildProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PGLITE_DATA_DIR: dataDir,
    UNSUBSCRIBE_SECRET: 'e2e-only-client-address-secret-0123456789',
    CRON_SECRET: 'e2e-only-cron-secret-0123456789',
    RATE_LIMIT_ENABLED: 'true',
    RATE_LIMIT_POLL: '3/600',
    RATE_LIMIT_SIGNUP: '100/600',
  };
  // The defaults: no proxy trusted, X-Real-IP not read.
  for (const name of ['TRUSTED_PROXY_HOPS', 'TRUST_X_REAL_IP', 'VERCEL', 'DATABASE_URL'])
    delete env[name];
  server = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)],
    { env, stdio: 'ignore', detached: true },
  );
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`next start on ${port} did not come up`);
});

test.afterAll(async () => {
  await stopOwnServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let forgeries = 0;
/** A JSON POST from the given local address, with a forged X-Forwarded-For and X-Kampagne-Peer never sent before. */
function post(from: string, path: string, body: unknown) {
  forgeries += 1;
  const forged = `198.51.100.${forgeries % 250}`;
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          origin: `http://127.0.0.1:${port}`,
          'x-forwarded-for': forged,
          'x-real-ip': forged,
          'x-kampagne-peer': `forged-token ${forged}`,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: text }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

test('one client uses up its limit whatever X-Forwarded-For it sends; another client still has its own', async () => {
  // instrumentation.ts (which starts the stamping) may still be loading when the server first answers: a request that
  // comes before it is keyed 'direct'. A health check and a request from a third address go first.
  // The health check answers 503 until the fresh embedded database has run its migrations: wait for its 200.
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
  await post('127.0.0.3', '/api/poll', {});
  // POST /api/poll counts before it reads the body (3 per 10 minutes here): an empty vote is refused with 422 after.
  for (let i = 0; i < 3; i++) expect((await post('127.0.0.1', '/api/poll', {})).status).toBe(422);
  for (let i = 0; i < 3; i++) expect((await post('127.0.0.1', '/api/poll', {})).status).toBe(429);
  expect((await post('127.0.0.2', '/api/poll', {})).status).toBe(422);
});

test('the bound of six places per client and event holds without a proxy', async () => {
  const signUp = (from: string, n: number, people: number) =>
    post(from, '/api/moed-os/tilmelding', {
      event: 'debat-paa-biblioteket',
      name: `Deltager ${n}`,
      email: `deltager-${n}@example.dk`,
      people,
      consent: true,
    });
  expect((await signUp('127.0.0.3', 1, 4)).status).toBe(201);
  expect((await signUp('127.0.0.3', 2, 2)).status).toBe(201);
  const seventh = await signUp('127.0.0.3', 3, 1);
  expect(seventh.status).toBe(429);
  expect(seventh.body).toContain(
    'Der kan højst tilmeldes 6 personer til det samme arrangement fra én forbindelse.',
  );
  expect((await signUp('127.0.0.4', 4, 1)).status).toBe(201);
});
