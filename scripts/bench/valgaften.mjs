// `npm run bench:valgaften`: 1,000 concurrent pollers on GET /api/valgaften against the standalone server (the one an
// image runs) on PostgreSQL, with the rehearsal night loaded; requests/s and p99 without and with If-None-Match, and
// how many database transactions the server made during each run (the per-instance cache should make it ~1 a second).
// Needs `npm run build` first. Uses its own database (bench_valgaften) so nothing else on the server counts.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { machine } from './server.mjs';

const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'bench_valgaften';
const dbUrl = Object.assign(new URL(admin), { pathname: `/${dbName}` }).toString();
const port = Number(process.env.BENCH_PORT ?? 3105);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 1000);
const cron = 'bench-only-cron-secret-0123456789';
const standalone = path.resolve('.next/standalone/server.js');

async function prepare() {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`drop database if exists ${dbName} with (force)`);
  await client.query(`create database ${dbName}`);
  await client.end();
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: dbUrl, max: 1 });
  await migrate(drizzle(pool), { migrationsFolder: 'db/migrations' });
  await pool.end();
}

async function transactions(client) {
  await client.query('select pg_stat_clear_snapshot()');
  const { rows } = await client.query(
    'select xact_commit + xact_rollback as n from pg_stat_database where datname = $1',
    [dbName],
  );
  return Number(rows[0].n);
}

async function measure(title, url, headers, stats) {
  const before = await transactions(stats);
  const result = await autocannon({ url, connections, duration, headers });
  // PostgreSQL flushes a backend's counters within a second or so; wait, then read (our own reads add 2 per run).
  await new Promise((r) => setTimeout(r, 2500));
  const queries = (await transactions(stats)) - before - 2;
  const row = {
    title,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    '2xx': result['2xx'],
    304: result['3xx'] ?? 0,
    // autocannon counts a timeout among the errors too.
    other: result.non2xx - (result['3xx'] ?? 0) + result.errors,
    queries,
  };
  // What "other" is made of: answers other than 2xx/304, connection errors, and requests autocannon gave up on.
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  console.log(
    `${title.padEnd(26)} ${String(row.rps).padStart(6)} req/s   p99 ${String(row.p99).padStart(5)} ms   2xx ${row['2xx']}   304 ${row['304']}   other ${row.other} (errors ${result.errors}, of them timeouts ${result.timeouts}; status ${codes})   db transactions ${queries}`,
  );
  return row;
}

async function main() {
  if (!existsSync(standalone))
    throw new Error('Run npm run build first (.next/standalone/server.js is missing).');
  await prepare();
  const source = mkdtempSync(path.join(os.tmpdir(), 'bench-valg-'));
  cpSync('data/valgaften/rehearsal-lyngbaek', source, { recursive: true });
  const child = spawn(process.execPath, [standalone], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOSTNAME: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: dbUrl,
      VALG_SOURCE: source,
      CRON_SECRET: cron,
      UNSUBSCRIBE_SECRET: 'bench-only-unsubscribe-secret-0123456789',
      RATE_LIMIT_ENABLED: 'false',
    },
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
    rmSync(source, { recursive: true, force: true });
  };
  process.on('exit', stop);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 150) throw new Error('the standalone server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const fetched = await (
    await fetch(`${base}/api/cron/valgaften`, { headers: { Authorization: `Bearer ${cron}` } })
  ).json();
  const first = await fetch(`${base}/api/valgaften`);
  const etag = first.headers.get('etag');
  const bytes = (await first.text()).length;
  console.log(`${machine()}`);
  console.log(
    `standalone server, PostgreSQL database ${dbName}; ${fetched.accepted} files of the rehearsal night loaded; JSON ${bytes} bytes; autocannon ${connections} connections, ${duration} s each\n`,
  );
  const stats = new pg.Client({ connectionString: dbUrl });
  await stats.connect();
  await autocannon({ url: `${base}/api/valgaften`, connections: 50, duration: 2 });
  await measure('without If-None-Match', `${base}/api/valgaften`, {}, stats);
  await measure('with If-None-Match', `${base}/api/valgaften`, { 'If-None-Match': etag }, stats);
  await stats.end();
  stop();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
