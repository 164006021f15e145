// The worker: claims due outbox rows, sends each, and records sent / retry / failed. Used by after(), the cron and the CLI.
import type { Database } from '../../db/client';
import { claimDueMails, markFailed, markRetry, markSent } from '../../db/queries/outbox';
import type { OutboxMail } from '../../db/schema';
import { returnNewsletterTokens, newsletterRate, takeNewsletterTokens } from '../newsletter/rate';
import { newsletterDelivered, newsletterFailed } from '../newsletter/outcome';
import { hasDueNewsletterCopies } from '../../db/queries/newsletter-sends';
import { classifyFailure } from './failure';
import {
  createTransport,
  defaultFrom,
  mailHeld,
  type MailTransport,
  type TransportOptions,
} from './transport';

export type DeliveryReport = { sent: number; retry: number; failed: number };

/**
 * The same Message-ID each time a row is sent: a worker killed after the server took a copy but before the row was
 * marked sent sends it again once its claim lapses (no restart can tell the two apart), and receiving systems that
 * drop a repeated Message-ID then drop the second copy (tests/api/newsletter-kill.test.ts shows the window).
 */
function outboxMessageId(row: Pick<OutboxMail, 'id' | 'createdAt'>): string {
  const host = /@([^>\s]+)>?$/.exec(defaultFrom())?.[1] ?? 'localhost';
  return `<outbox-${row.id}-${row.createdAt.getTime().toString(36)}@${host}>`;
}

async function deliverOne(
  db: Database,
  transport: MailTransport,
  row: OutboxMail,
  report: DeliveryReport,
) {
  try {
    await transport.send({
      outboxId: row.id,
      from: defaultFrom(),
      to: row.recipient,
      replyTo: row.replyTo ?? undefined,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      headers: row.headers ?? undefined,
      attachments: row.attachments ?? undefined,
      messageId: outboxMessageId(row),
    });
  } catch (error) {
    const failure = classifyFailure(error);
    // The code only: SMTP replies can quote addresses.
    console.warn(`[mail] mail ${row.id} (${row.kind}) not sent: ${failure.code} (${failure.kind})`);
    // The row's state and the newsletter's counts change together (one transaction), so a worker killed between
    // them cannot leave a send's counts short for good.
    const outcome = await db.transaction(async (tx) => {
      if (failure.kind === 'permanent') {
        await markFailed(tx, row.id, failure.code);
        await newsletterFailed(tx, row, failure, true);
        return 'failed' as const;
      }
      const next = await markRetry(tx, row, failure.code);
      await newsletterFailed(tx, row, failure, next === 'failed');
      return next;
    });
    report[outcome]++;
    return;
  }
  await db.transaction(async (tx) => {
    await markSent(tx, row.id);
    await newsletterDelivered(tx, row);
  });
  report.sent++;
}

export type DrainOptions = TransportOptions & {
  /** Stop claiming new batches after this long (a cron invocation has a time limit). */
  budgetMs?: number;
  batchSize?: number;
  /** Mails sent at the same time within a batch. */
  concurrency?: number;
  transport?: MailTransport;
};

/**
 * Newsletter copies are claimed apart from other mail, only as many as NEWSLETTER_RATE grants this worker in the
 * current window (counted in the database, shared by every worker); unset, they are claimed like any mail.
 */
async function claimBatch(db: Database, batchSize: number) {
  const rate = newsletterRate();
  if (!rate) return { rows: await claimDueMails(db, { limit: batchSize }), waitMs: 0 };
  const rows = await claimDueMails(db, { limit: batchSize, kind: { except: 'newsletter' } });
  const grant = await takeNewsletterTokens(db, rate, batchSize);
  const copies = await claimDueMails(db, { limit: grant.granted, kind: { only: 'newsletter' } });
  await returnNewsletterTokens(db, grant, grant.granted - copies.length);
  rows.push(...copies);
  // Nothing granted while copies wait: the caller sleeps until the next window instead of ending the drain.
  const waiting = grant.granted === 0 && (await hasDueNewsletterCopies(db));
  return { rows, waitMs: waiting ? grant.waitMs : 0 };
}

/** Sends everything due, batch by batch, until nothing is due or the time budget is spent. */
export async function drainOutbox(
  db: Database,
  { budgetMs = 50_000, batchSize = 50, concurrency = 3, transport, ...options }: DrainOptions = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retry: 0, failed: 0 };
  if (!transport && mailHeld()) return report;
  const own = !transport;
  const mailer = transport ?? createTransport({ pool: true, ...options });
  const started = Date.now();
  try {
    while (Date.now() - started < budgetMs) {
      const { rows, waitMs } = await claimBatch(db, batchSize);
      if (rows.length === 0) {
        if (waitMs === 0 || Date.now() - started + waitMs >= budgetMs) break;
        await new Promise((resolve) => setTimeout(resolve, waitMs));
        continue;
      }
      let next = 0;
      const lane = async () => {
        while (next < rows.length) await deliverOne(db, mailer, rows[next++]!, report);
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
    }
  } finally {
    if (own) mailer.close();
  }
  return report;
}

/** One quick attempt at just these rows (right after the response); whatever fails waits for the cron's retry. */
export async function deliverNow(
  db: Database,
  ids: number[],
  options: TransportOptions = { timeoutMs: 5_000 },
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retry: 0, failed: 0 };
  if (mailHeld()) return report;
  // A couple of seconds of slack for clock skew between app and database; the claim lease is minutes.
  const rows = await claimDueMails(db, { ids, now: new Date(Date.now() + 2_000) });
  if (rows.length === 0) return report;
  const transport = createTransport(options);
  try {
    for (const row of rows) await deliverOne(db, transport, row, report);
  } finally {
    transport.close();
  }
  return report;
}
