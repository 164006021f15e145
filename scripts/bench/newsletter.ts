// `npm run bench:newsletter`: 10,000 subscribers, one newsletter to all of them enqueued by the cron tick and drained
// to a local SMTP sink (another process) with the rate unlimited: time to enqueue, mails/s, the worker's peak RSS.
// Then a second newsletter to 500 of them with NEWSLETTER_RATE=50/1 (BENCH_RATE), and the rate measured over the run.
// PGlite in memory by default; BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test) runs it on PostgreSQL.
import { newsletterSubscribers } from '../../db/schema';
import { env } from '../../lib/env.js';
import { drainOutbox } from '../../lib/mail/deliver';
import { getNewsletters } from '../../lib/content/newsletters';
import { planSend, runDueSends } from '../../lib/newsletter/sends';
import { topicKeys } from '../../lib/newsletter/topics';
import { mb, openBenchDb, startSmtpSink, trackPeakRss } from './mail-kit';

const TOTAL = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const RATED = Number(process.env.BENCH_RATED ?? 500);
const RATE = process.env.BENCH_RATE ?? '50/1';

const sink = await startSmtpSink();
const { handle, label, drop } = await openBenchDb('newsletter');
const { db } = handle;
const [first, second] = getNewsletters();
const [topicA, , topicC] = topicKeys();
// The first RATED readers chose the third topic; everyone else the first. The first newsletter goes to both topics.
const readers = Array.from({ length: TOTAL }, (_, i) => ({
  email: `laeser${i}@example.dk`,
  consent: true,
  consentVersion: 'bench',
  topics: [i < RATED ? topicC! : topicA!],
  confirmedAt: new Date(),
}));
for (let i = 0; i < readers.length; i += 1000)
  await db.insert(newsletterSubscribers).values(readers.slice(i, i + 1000));
console.log(`${TOTAL} subscribers in ${label}`);

env.NEWSLETTER_RATE = undefined;
await planSend(db, { slug: first!.slug, topics: [topicA!, topicC!], actor: 'bench@example.dk' });
const rss = trackPeakRss();
let started = performance.now();
const tick = await runDueSends(db, new Date(), { budgetMs: 10 * 60_000 });
const enqueueSeconds = (performance.now() - started) / 1000;
console.log(
  `enqueued ${tick.enqueued} copies in ${enqueueSeconds.toFixed(2)} s (${(tick.enqueued / enqueueSeconds).toFixed(0)}/s, batches of 500)`,
);
started = performance.now();
const report = await drainOutbox(db, { budgetMs: 10 * 60_000, concurrency: 3, batchSize: 50 });
const drainSeconds = (performance.now() - started) / 1000;
const peak = rss.stop();
const accepted = await sink.accepted();
console.log(
  `unlimited: sent ${report.sent}, failed ${report.failed}; the sink accepted ${accepted}; ${(report.sent / drainSeconds).toFixed(0)} mails/s (${drainSeconds.toFixed(1)} s)`,
);
console.log(`worker RSS: ${mb(rss.before)} before, peak ${mb(peak)} while enqueueing and draining`);

env.NEWSLETTER_RATE = RATE;
await planSend(db, { slug: second!.slug, topics: [topicC!], actor: 'bench@example.dk' });
const rated = await runDueSends(db, new Date(), { budgetMs: 60_000 });
started = performance.now();
const ratedReport = await drainOutbox(db, { budgetMs: 10 * 60_000, concurrency: 3, batchSize: 50 });
const ratedSeconds = (performance.now() - started) / 1000;
const ratedAccepted = (await sink.accepted()) - accepted;
console.log(
  `NEWSLETTER_RATE=${RATE}: ${rated.enqueued} copies, sent ${ratedReport.sent} in ${ratedSeconds.toFixed(1)} s = ${(ratedReport.sent / ratedSeconds).toFixed(1)} mails/s measured`,
);

sink.stop();
await drop();
if (report.sent !== tick.enqueued || ratedAccepted !== rated.enqueued) process.exitCode = 1;
