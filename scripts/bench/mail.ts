// `npm run bench:mail`: enqueue 1,000 pending mails, drain them to a local SMTP sink (another process) with the
// cron's worker, and report mails/s and the worker's peak RSS. PGlite in memory by default; BENCH_DATABASE_URL
// (e.g. postgres://postgres@127.0.0.1:5432/test) runs it on PostgreSQL in a throwaway schema.
import { countDue, enqueueMails } from '../../db/queries/outbox';
import { buildContactMail } from '../../lib/mail/contact-mail';
import { drainOutbox } from '../../lib/mail/deliver';
import { mb, openBenchDb, startSmtpSink, trackPeakRss } from './mail-kit';

const TOTAL = Number(process.env.BENCH_MAILS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 3);

const sink = await startSmtpSink();
const { handle, label, drop } = await openBenchDb('mail');
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

const rss = trackPeakRss();
const started = performance.now();
const report = await drainOutbox(handle.db, {
  budgetMs: 10 * 60_000,
  concurrency: CONCURRENCY,
  batchSize: 50,
});
const seconds = (performance.now() - started) / 1000;
const peak = rss.stop();

const count = await sink.accepted();
sink.stop();
await drop();

console.log(
  `sent ${report.sent}, retry ${report.retry}, failed ${report.failed}; the sink accepted ${count}`,
);
console.log(`${(report.sent / seconds).toFixed(0)} mails/s (${seconds.toFixed(2)} s for ${TOTAL})`);
console.log(
  `worker RSS: ${mb(rss.before)} before the drain, peak ${mb(peak)} during it (+${mb(peak - rss.before)})`,
);
if (report.sent !== TOTAL || count !== TOTAL) process.exitCode = 1;
