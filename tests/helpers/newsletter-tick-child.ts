// "Send nu" for SLUG (planSend) and the enqueue half of a newsletter cron tick (runDueSends) as a process of its own,
// for tests/api/newsletter-kill.test.ts: batches of BATCH_SIZE readers against DATABASE_URL. After each committed batch
// it prints "committed <n>" and waits for a line on stdin before the next, so the test decides where its SIGKILL lands.
// (The admin CLI's `newsletter send` runs the same code, but with the production batch of 500 a test's few readers fit
// in one batch.)
import { createInterface } from 'node:readline';
import { createPostgresHandle } from '@/db/client';
import { planSend, runDueSends } from '@/lib/newsletter/sends';

const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const handle = createPostgresHandle(process.env.DATABASE_URL!, { max: 1 });
await planSend(handle.db, {
  slug: process.env.SLUG!,
  topics: process.env.TOPICS!.split(','),
  actor: 'holdet@fremtidslisten.example',
});
const report = await runDueSends(handle.db, new Date(), {
  batchSize: Number(process.env.BATCH_SIZE),
  afterBatch: async (_sendId, enqueued) => {
    process.stdout.write(`committed ${enqueued}\n`);
    await lines.next();
  },
});
process.stdout.write(`done ${JSON.stringify(report)}\n`);
await handle.close();
process.exit(0);
