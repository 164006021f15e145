// The newsletter's sending (issue 36): count, test, plan, stop, list, and the cron tick that enqueues a planned send
// in batches. A reader gets a newsletter at most once: the delivery table's unique (newsletter, reader) decides which
// rows get an outbox row, in the same transaction, so a second press, an overlapping tick or a restart adds nothing.
import type { Database } from '../../db/client';
import {
  addRecipients,
  auditNewsletter,
  claimRecipients,
  clearBounced,
  countRecipients as countRecipientRows,
  dueSendIds,
  findSend,
  hasPendingCopies,
  insertSendOnce,
  linkDeliveries,
  listBounced,
  listSends as listSendRows,
  lockRunningSend,
  markSendDone,
  markSending,
  sendsForSlug,
  stopSendRows,
} from '../../db/queries/newsletter-sends';
import type { NewsletterSend } from '../../db/schema';
import { headerText } from '../mail/header-safe';
import { absoluteUrl, siteUrl } from '../seo';
import { site } from '../site';
import { unsubscribeUrl } from '../stewardship/unsubscribe-token';
import { getNewsletter, newsletterPath, type Newsletter } from '../content/newsletters';
import { enqueueNewsletterMails } from './enqueue';
import { preferencesUrl } from './preferences-token';
import { personalise, renderNewsletter, type NewsletterTemplate } from './render/mail';
import { knownTopics } from './topics';

/** @public The room turns `code` into its answer; `message` is the Danish text to show. */
export class NewsletterError extends Error {
  constructor(
    message: string,
    readonly code: 'unknown_newsletter' | 'no_topics' | 'not_active',
  ) {
    super(message);
    this.name = 'NewsletterError';
  }
}

function requireNewsletter(slug: string): Newsletter {
  const newsletter = getNewsletter(slug);
  if (!newsletter) throw new NewsletterError('Nyhedsbrevet findes ikke.', 'unknown_newsletter');
  return newsletter;
}

function requireTopics(topics: readonly string[]): string[] {
  const known = knownTopics(topics);
  if (known.length === 0) throw new NewsletterError('Vælg mindst ét emne.', 'no_topics');
  return known;
}

/** The mail as every reader gets it, before their two links are put in. */
const newsletterTemplate = (newsletter: Newsletter): Promise<NewsletterTemplate> =>
  renderNewsletter(newsletter, {
    siteUrl,
    partyName: site.partyName,
    // Only an archived newsletter has a web version (/nyhedsbrev/<slug>); the mail links to it only then.
    webUrl: newsletter.archive ? absoluteUrl(newsletterPath(newsletter.slug)) : undefined,
  });

/** "N modtagere": readers who chose at least one ticked topic (or all), are not bounced, and have not had it. */
export async function countRecipients(
  db: Database,
  { slug, topics }: { slug: string; topics: readonly string[] },
): Promise<number> {
  return countRecipientRows(db, { slug, topics: knownTopics(topics) });
}

/** "Send prøve til mig": one copy to the team member, subject prefixed [Prøve]; its links are examples that do nothing. */
export async function sendTest(
  db: Database,
  { slug, to }: { slug: string; to: string },
): Promise<number> {
  const newsletter = requireNewsletter(slug);
  const copy = personalise(await newsletterTemplate(newsletter), {
    unsubscribeUrl: absoluteUrl('/nyhedsbrev/afmeld?token=proeve'),
    preferencesUrl: absoluteUrl('/nyhedsbrev/indstillinger?token=proeve'),
  });
  return db.transaction(async (tx) => {
    const [id] = await enqueueNewsletterMails(tx, [
      {
        kind: 'newsletter_test',
        recipient: to,
        aboutEmail: to,
        subject: headerText(`[Prøve] ${copy.subject}`, 200),
        textBody: copy.textBody,
        htmlBody: copy.htmlBody,
        replyTo: null,
        headers: { 'List-Id': copy.headers['List-Id'] },
      },
    ]);
    await auditNewsletter(tx, to, 'newsletter_test', slug);
    return id!;
  });
}

/**
 * "Send nu" or a time later: a planned send. Pressed again while one for the same newsletter is planned or running, it
 * answers that send (created: false) and changes nothing.
 */
export async function planSend(
  db: Database,
  {
    slug,
    topics,
    at,
    actor,
  }: { slug: string; topics: readonly string[]; at?: Date; actor: string },
): Promise<{ send: NewsletterSend; created: boolean }> {
  requireNewsletter(slug);
  const chosen = requireTopics(topics);
  return db.transaction(async (tx) => {
    const result = await insertSendOnce(tx, {
      slug,
      topics: chosen,
      scheduledAt: at ?? new Date(),
      createdBy: actor.trim().toLowerCase(),
    });
    if (result.created)
      await auditNewsletter(
        tx,
        actor,
        'newsletter_send',
        `${slug} (${chosen.join(', ')})${at ? ` kl. ${at.toISOString()}` : ''}`,
      );
    return result;
  });
}

/** "Stop": a planned or running send stops; its copies not yet sent are withdrawn from the outbox. */
export async function stopSend(
  db: Database,
  { id, actor, now = new Date() }: { id: number; actor: string; now?: Date },
): Promise<NewsletterSend> {
  return db.transaction(async (tx) => {
    const stopped = await stopSendRows(tx, id, now);
    if (!stopped) throw new NewsletterError('Udsendelsen kører ikke.', 'not_active');
    await auditNewsletter(tx, actor, 'newsletter_stop', `${stopped.slug} (#${id})`);
    return stopped;
  });
}

export const listSends = (db: Database, limit?: number) => listSendRows(db, limit);
export const sendsOf = (db: Database, slug: string) => sendsForSlug(db, slug);
/** @public */
export const getSend = (db: Database, id: number) => findSend(db, id);

/** Readers whose address the mail server refused for good; the room lists them. */
export const listBouncedReaders = (db: Database) => listBounced(db);

/** A team member clears the mark (the address was fixed or the refusal was a mistake); audit-logged. */
export async function clearBounce(
  db: Database,
  { subscriberId, actor }: { subscriberId: number; actor: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const cleared = await clearBounced(tx, subscriberId);
    if (cleared) await auditNewsletter(tx, actor, 'newsletter_bounce_clear', `#${subscriberId}`);
    return cleared;
  });
}

export type TickOptions = {
  batchSize?: number;
  /** Stop starting new batches after this long; the next tick goes on where this one stopped. */
  budgetMs?: number;
  /** Called after each committed batch (tests use it to kill a tick halfway). */
  afterBatch?: (sendId: number, enqueued: number) => void | Promise<void>;
  /** "Send nu" starts its own send only, and only its first batch(es); the cron tick goes on from there. */
  only?: number;
  maxBatches?: number;
};

export type TickReport = { sends: number; enqueued: number; finished: number[] };

/**
 * The cron tick: every due send is started and enqueued batch by batch, each batch one transaction that locks the send
 * row (SKIP LOCKED: an overlapping tick moves on), claims delivery rows and writes one outbox row per fresh reader.
 * A send with no reader left and no copy waiting in the outbox is marked sent (failed, if not one copy went out). Killed anywhere, the next tick resumes from what was committed.
 */
export async function runDueSends(
  db: Database,
  now = new Date(),
  { batchSize = 500, budgetMs = 40_000, afterBatch, only, maxBatches = Infinity }: TickOptions = {},
): Promise<TickReport> {
  const started = Date.now();
  const report: TickReport = { sends: 0, enqueued: 0, finished: [] };
  for (const id of await dueSendIds(db, now)) {
    if (only !== undefined && id !== only) continue;
    const send = await findSend(db, id);
    if (!send) continue;
    const newsletter = getNewsletter(send.slug);
    if (!newsletter) continue;
    report.sends++;
    await markSending(db, id, now);
    const template = await newsletterTemplate(newsletter);
    for (let batches = 0; batches < maxBatches && Date.now() - started < budgetMs; batches++) {
      const step = await db.transaction(async (tx) => {
        const running = await lockRunningSend(tx, id);
        if (!running) return 'busy' as const;
        const batch = await claimRecipients(tx, {
          sendId: id,
          slug: running.slug,
          topics: running.topics,
          limit: batchSize,
        });
        if (batch.length === 0) {
          // Enqueued to the last reader; the send is over when the outbox has no copy of it left to try.
          if (await hasPendingCopies(tx, id)) return 'busy' as const;
          await markSendDone(tx, id, new Date());
          return 'done' as const;
        }
        const fresh = batch.filter((r) => r.fresh);
        const ids = await enqueueNewsletterMails(
          tx,
          fresh.map((reader) => {
            const copy = personalise(template, {
              unsubscribeUrl: unsubscribeUrl(reader),
              preferencesUrl: preferencesUrl(reader),
            });
            return {
              kind: 'newsletter' as const,
              recipient: reader.email,
              aboutEmail: reader.email,
              subject: copy.subject,
              textBody: copy.textBody,
              htmlBody: copy.htmlBody,
              replyTo: null,
              headers: copy.headers,
            };
          }),
        );
        const pairs = fresh.map((reader, i) => ({ subscriberId: reader.id, outboxId: ids[i]! }));
        await linkDeliveries(tx, id, pairs);
        await addRecipients(tx, id, pairs.length);
        return pairs.length;
      });
      if (step === 'busy') break;
      if (step === 'done') {
        report.finished.push(id);
        break;
      }
      report.enqueued += step;
      await afterBatch?.(id, step);
    }
  }
  return report;
}
