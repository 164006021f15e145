// Starts `next start` in its own process group (so stopping it stops Next's child too) and waits until it answers.
// It listens on the loopback address only, unless asked otherwise: a benchmark server runs with bench-only secrets and
// rate limits off, and `FLOOR_HOLD=1` keeps some up for as long as a developer leaves them.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const LOOPBACK = '127.0.0.1';

/** `next start`'s arguments; without `-H`, Next listens on every interface. */
export function nextStartArgs({ port, host = LOOPBACK }) {
  return ['start', '-H', host, '-p', String(port)];
}

export async function startServer({ port, env = {}, cwd = process.cwd(), host = LOOPBACK }) {
  const child = spawn(
    process.execPath,
    [path.resolve('node_modules/next/dist/bin/next'), ...nextStartArgs({ port, host })],
    {
      cwd,
      // A production server refuses to start without UNSUBSCRIBE_SECRET and CRON_SECRET (lib/env.js); the benchmarks bring their own.
      env: {
        UNSUBSCRIBE_SECRET: 'bench-only-unsubscribe-secret-0123456789',
        CRON_SECRET: 'bench-only-cron-secret-0123456789',
        ...process.env,
        NODE_ENV: 'production',
        RATE_LIMIT_ENABLED: 'false',
        PGLITE_DATA_DIR: `.data/bench-${port}`,
        ...env,
      },
      stdio: 'ignore',
      detached: true,
    },
  );
  const url = `http://${host}:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      return new Promise((r) => setTimeout(r, 500));
    },
  };
}

export function machine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

export async function sitemapPaths(url) {
  const xml = await (await fetch(`${url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}
