// Newsletter subscribers as the form stores them: issue 45's double opt-in (lib/newsletter/service.ts holds the flow and
// checks the links). Takes the executor first (no 'server-only'), so tests use it too.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { newsletterSubscribers, type NewsletterSubscriber } from '../schema';

const sameEmail = (email: string) =>
  sql`lower(${newsletterSubscribers.email}) = lower(${email.trim()})`;

/** What one sign-up proposes: the topics (null: every topic) and the consent text's version, given at `at`. */
export type SubscriberProposal = { topics: string[] | null; consentVersion: string; at: Date };

/**
 * A new address's unconfirmed row (any case, trimmed: the unique index on lower(email)), or, when the address has one,
 * that row locked for the rest of the transaction, so two sign-ups of one address at once give one row and one mail.
 */
export async function insertOrLockSubscriber(
  tx: Database,
  email: string,
  { topics, consentVersion, at }: SubscriberProposal,
): Promise<{ id: number; existing: NewsletterSubscriber | null }> {
  const [inserted] = await tx
    .insert(newsletterSubscribers)
    .values({
      email: email.trim(),
      consent: true,
      consentVersion,
      topics,
      consentedAt: at,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  if (inserted) return { id: inserted.id, existing: null };
  const [existing] = await tx
    .select()
    .from(newsletterSubscribers)
    .where(sameEmail(email))
    .for('update');
  return { id: existing!.id, existing: existing! };
}

/** An unconfirmed row takes a sign-up's proposal and the nonce of the link mailed for exactly that proposal. */
export async function proposeSubscription(
  tx: Database,
  id: number,
  { topics, consentVersion, at }: SubscriberProposal,
  nonce: string,
) {
  await tx
    .update(newsletterSubscribers)
    .set({ topics, consentVersion, consentedAt: at, confirmNonce: nonce })
    .where(eq(newsletterSubscribers.id, id));
}

export async function findSubscriberById(tx: Database, id: number, { lock = false } = {}) {
  const query = tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The owner confirmed: newsletters reach the row from now on; the link (its nonce kept) now answers 'used'. */
export async function confirmSubscriberRow(tx: Database, id: number, at: Date) {
  const [row] = await tx
    .update(newsletterSubscribers)
    .set({ confirmedAt: at })
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  return row!;
}

export async function findSubscriber(db: Database, email: string) {
  const [row] = await db.select().from(newsletterSubscribers).where(sameEmail(email));
  return row;
}
