// What `npm run bench:mail` and `npm run bench:newsletter` share: the throwaway database, the SMTP sink in its own
// process (smtp-sink.mjs, so the worker's memory is measured alone) and the worker's peak RSS.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createPgliteHandle, createPostgresHandle, type DbHandle } from '../../db/client';
import { env } from '../../lib/env.js';

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** PGlite in memory, or with BENCH_DATABASE_URL a fresh schema `bench_<name>_<random>` on PostgreSQL that drop() removes. */
export async function openBenchDb(
  name: string,
): Promise<{ handle: DbHandle; label: string; drop: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const handle = createPgliteHandle('memory://');
    await handle.migrate();
    return { handle, label: 'PGlite (in memory)', drop: () => handle.close() };
  }
  const schema = `bench_${name}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const handle = createPostgresHandle(scoped.toString());
  await handle.migrate({ migrationsSchema: schema });
  return {
    handle,
    label: `PostgreSQL ${new URL(url).host}`,
    drop: async () => {
      await handle.close();
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    },
  };
}

/** Starts smtp-sink.mjs and points env.SMTP_URL at it; accepted() asks how many mails it has taken so far. */
export async function startSmtpSink(): Promise<{
  accepted: () => Promise<number>;
  stop: () => void;
}> {
  const sink = fork(new URL('./smtp-sink.mjs', import.meta.url), {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const [portLine] = (await once(sink.stdout!, 'data')) as [Buffer];
  env.SMTP_URL = `smtp://127.0.0.1:${portLine.toString().trim()}`;
  return {
    accepted: async () => {
      sink.send('count');
      const [{ count }] = (await once(sink, 'message')) as [{ count: number }];
      return count;
    },
    stop: () => sink.kill('SIGTERM'),
  };
}

/** Samples this process's RSS every 10 ms from now on; stop() ends the sampling and returns the peak. */
export function trackPeakRss(): { before: number; stop: () => number } {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  return {
    before,
    stop: () => {
      clearInterval(sampler);
      return Math.max(peak, process.memoryUsage().rss);
    },
  };
}
