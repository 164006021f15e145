import 'server-only';
import { sql } from 'drizzle-orm';
import { buildWelcomeMail } from '@/lib/mail/welcome-mail';
import { unsubscribeUrl } from '@/lib/stewardship/unsubscribe-token';
import { getDb } from '../index';
import { newsletterSubscribers } from '../schema';
import { enqueueWelcomeMail } from './outbox';

/** outboxId is null when a welcome mail already went to this address in the last 24 hours. */
export type SubscribeResult =
  { status: 'subscribed'; id: number; outboxId: number | null } | { status: 'duplicate' };

/** Emails are stored trimmed; the unique index on lower(email) makes duplicates case-insensitive. The welcome mail is queued in the same transaction. */
export async function subscribeNewsletter(
  email: string,
  consentVersion: string,
): Promise<SubscribeResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(newsletterSubscribers)
      .values({ email: email.trim(), consent: true, consentVersion })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
    const row = rows[0];
    if (!row) return { status: 'duplicate' as const };
    const outboxId = await enqueueWelcomeMail(
      tx,
      buildWelcomeMail({ email: row.email, unsubscribeUrl: unsubscribeUrl(row) }),
    );
    return { status: 'subscribed' as const, id: row.id, outboxId };
  });
}

export async function findSubscriber(email: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email.trim()})`);
  return row;
}
