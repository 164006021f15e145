// `npm run bench:mail`: enqueue 1,000 pending mails, drain them to a local SMTP sink (another process) with the
// cron's worker, and report mails/s and the worker's peak RSS. PGlite in memory by default; BENCH_DATABASE_URL
// (e.g. postgres://postgres@127.0.0.1:5432/test) runs it on PostgreSQL in a throwaway schema.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createPgliteHandle, createPostgresHandle, type DbHandle } from '../../db/client';
import { countDue, enqueueMails } from '../../db/queries/outbox';
import { env } from '../../lib/env.js';
import { buildContactMail } from '../../lib/mail/contact-mail';
import { drainOutbox } from '../../lib/mail/deliver';

const TOTAL = Number(process.env.BENCH_MAILS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 3);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function openDb(): Promise<{ handle: DbHandle; label: string; drop: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const handle = createPgliteHandle('memory://');
    await handle.migrate();
    return { handle, label: 'PGlite (in memory)', drop: () => handle.close() };
  }
  const schema = `bench_mail_${randomBytes(4).toString('hex')}`;
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

const sink = fork(new URL('./smtp-sink.mjs', import.meta.url), {
  stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
});
const [portLine] = (await once(sink.stdout!, 'data')) as [Buffer];
env.SMTP_URL = `smtp://127.0.0.1:${portLine.toString().trim()}`;

const { handle, label, drop } = await openDb();
const rows = Array.from({ length: TOTAL }, (_, i) =>
  buildContactMail(
    {
      name: `Afsender ${i}`,
      email: `afsender${i}@example.dk`,
      category: 'idé',
      message: `Benchmark-besked nummer ${i}. `.repeat(20),
      receivedAt: new Date(),
    },
    'indbakke@example.dk',
  ),
);
for (let i = 0; i < rows.length; i += 250) await enqueueMails(handle.db, rows.slice(i, i + 250));
console.log(
  `${await countDue(handle.db)} pending mails in ${label}; draining with ${CONCURRENCY} SMTP connections…`,
);

const rssBefore = process.memoryUsage().rss;
let peak = rssBefore;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
const started = performance.now();
const report = await drainOutbox(handle.db, {
  budgetMs: 10 * 60_000,
  concurrency: CONCURRENCY,
  batchSize: 50,
});
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);

sink.send('count');
const [{ count }] = (await once(sink, 'message')) as [{ count: number }];
sink.kill('SIGTERM');
await drop();

console.log(
  `sent ${report.sent}, retry ${report.retry}, failed ${report.failed}; the sink accepted ${count}`,
);
console.log(`${(report.sent / seconds).toFixed(0)} mails/s (${seconds.toFixed(2)} s for ${TOTAL})`);
console.log(
  `worker RSS: ${mb(rssBefore)} before the drain, peak ${mb(peak)} during it (+${mb(peak - rssBefore)})`,
);
if (report.sent !== TOTAL || count !== TOTAL) process.exitCode = 1;
