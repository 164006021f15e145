// `npm run bench:newsletter`: 10,000 subscribers, one newsletter to all of them enqueued by the cron tick and drained
// to a local SMTP sink (another process) with the rate unlimited: time to enqueue, mails/s, the worker's peak RSS.
// Then a second newsletter to 500 of them with NEWSLETTER_RATE=50/1 (BENCH_RATE), and the rate measured over the run.
// PGlite in memory by default; BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test) runs it on PostgreSQL.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createPgliteHandle, createPostgresHandle, type DbHandle } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { env } from '../../lib/env.js';
import { drainOutbox } from '../../lib/mail/deliver';
import { getNewsletters } from '../../lib/content/newsletters';
import { planSend, runDueSends } from '../../lib/newsletter/sends';
import { topicKeys } from '../../lib/newsletter/topics';

const TOTAL = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const RATED = Number(process.env.BENCH_RATED ?? 500);
const RATE = process.env.BENCH_RATE ?? '50/1';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function openDb(): Promise<{ handle: DbHandle; label: string; drop: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const handle = createPgliteHandle('memory://');
    await handle.migrate();
    return { handle, label: 'PGlite (in memory)', drop: () => handle.close() };
  }
  const schema = `bench_newsletter_${randomBytes(4).toString('hex')}`;
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
const sinkCount = async () => {
  sink.send('count');
  const [{ count }] = (await once(sink, 'message')) as [{ count: number }];
  return count;
};

const { handle, label, drop } = await openDb();
const { db } = handle;
const [first, second] = getNewsletters();
const [topicA, , topicC] = topicKeys();
// The first RATED readers chose the third topic; everyone else the first. The first newsletter goes to both topics.
const readers = Array.from({ length: TOTAL }, (_, i) => ({
  email: `laeser${i}@example.dk`,
  consent: true,
  consentVersion: 'bench',
  topics: [i < RATED ? topicC! : topicA!],
}));
for (let i = 0; i < readers.length; i += 1000)
  await db.insert(newsletterSubscribers).values(readers.slice(i, i + 1000));
console.log(`${TOTAL} subscribers in ${label}`);

env.NEWSLETTER_RATE = undefined;
await planSend(db, { slug: first!.slug, topics: [topicA!, topicC!], actor: 'bench@example.dk' });
const rssBefore = process.memoryUsage().rss;
let peak = rssBefore;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
let started = performance.now();
const tick = await runDueSends(db, new Date(), { budgetMs: 10 * 60_000 });
const enqueueSeconds = (performance.now() - started) / 1000;
console.log(
  `enqueued ${tick.enqueued} copies in ${enqueueSeconds.toFixed(2)} s (${(tick.enqueued / enqueueSeconds).toFixed(0)}/s, batches of 500)`,
);
started = performance.now();
const report = await drainOutbox(db, { budgetMs: 10 * 60_000, concurrency: 3, batchSize: 50 });
const drainSeconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
const accepted = await sinkCount();
console.log(
  `unlimited: sent ${report.sent}, failed ${report.failed}; the sink accepted ${accepted}; ${(report.sent / drainSeconds).toFixed(0)} mails/s (${drainSeconds.toFixed(1)} s)`,
);
console.log(`worker RSS: ${mb(rssBefore)} before, peak ${mb(peak)} while enqueueing and draining`);

env.NEWSLETTER_RATE = RATE;
await planSend(db, { slug: second!.slug, topics: [topicC!], actor: 'bench@example.dk' });
const rated = await runDueSends(db, new Date(), { budgetMs: 60_000 });
started = performance.now();
const ratedReport = await drainOutbox(db, { budgetMs: 10 * 60_000, concurrency: 3, batchSize: 50 });
const ratedSeconds = (performance.now() - started) / 1000;
const ratedAccepted = (await sinkCount()) - accepted;
console.log(
  `NEWSLETTER_RATE=${RATE}: ${rated.enqueued} copies, sent ${ratedReport.sent} in ${ratedSeconds.toFixed(1)} s = ${(ratedReport.sent / ratedSeconds).toFixed(1)} mails/s measured`,
);

sink.kill('SIGTERM');
await drop();
if (report.sent !== tick.enqueued || ratedAccepted !== rated.enqueued) process.exitCode = 1;
