// Volunteer sign-ups with double opt-in: sign up (or update) and queue the confirmation mail in one transaction,
// check and use a confirmation link, list the confirmed. Issue 34: "owner-confirmed changes": a re-sign-up of a confirmed
// address is only a proposal, stored in `pending` beside the confirmed details and applied by the link mailed to the
// address; until then the row, its confirmation and its place on every list stay as they were. Takes the database as an argument (no 'server-only') so the
// admin CLI and the tests can use it directly.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { mailOutbox, volunteers, type PendingVolunteerChange, type Volunteer } from '../schema';
import type { OutgoingMail } from '../../lib/mail/message';
import {
  confirmTokenMatches,
  newNonce,
  parseConfirmToken,
  type ConfirmSubject,
} from '../../lib/volunteers/token';

/** At most one confirmation mail per address in this window, so the form cannot flood someone's inbox. */
const CONFIRM_MAIL_INTERVAL_MS = 24 * 3_600_000;

export type VolunteerDetails = {
  name: string;
  email: string;
  phone: string | null;
  interests: string[];
  times: string[];
  message: string | null;
  consentVersion: string;
};

/**
 * pending: stored (new or updated, or for a confirmed address proposed as a change) and waiting for confirmation;
 * outboxId is null when a confirmation mail already went to the address in the last 24 hours. unchanged: nothing is
 * proposed to a confirmed address while no new link can be mailed.
 */
export type SignUpResult =
  { status: 'pending'; id: number; outboxId: number | null } | { status: 'unchanged'; id: number };

/** Queued at the flow's clock, so the 24-hour check and the purge see the same time as the sign-up. */
async function enqueueAt(
  tx: Pick<Database, 'insert'>,
  mail: OutgoingMail,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({ ...mail, createdAt: now, nextAttemptAt: now })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

const sameEmail = (email: string) => sql`lower(${volunteers.email}) = lower(${email.trim()})`;

async function confirmMailAllowed(tx: Pick<Database, 'select'>, email: string, now: Date) {
  const since = new Date(now.getTime() - CONFIRM_MAIL_INTERVAL_MS);
  const recent = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        sql`lower(${mailOutbox.aboutEmail}) = lower(${email.trim()})`,
        eq(mailOutbox.kind, 'volunteer_confirm'),
        sql`${mailOutbox.createdAt} > ${since}`,
      ),
    )
    .limit(1);
  return recent.length === 0;
}

/** What the confirmation mail is for: a sign-up (new or not yet confirmed) or a change to a confirmed one. */
export type ConfirmMailSubject = ConfirmSubject & { name: string; change: boolean };

/**
 * One row per address (any case): a new address is inserted, an unconfirmed one updated; for a confirmed one the
 * details wait in `pending` for the owner's link and nothing else changes. The row is locked for the rest of the
 * transaction, so two requests for one address at once give one row and one mail.
 */
export async function signUpVolunteer(
  db: Database,
  details: VolunteerDetails,
  buildConfirmMail: (subject: ConfirmMailSubject) => OutgoingMail,
  now = new Date(),
): Promise<SignUpResult> {
  const values = { ...details, email: details.email.trim() };
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(volunteers)
      .values({ ...values, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: volunteers.id });
    const [existing] = inserted
      ? []
      : await tx.select().from(volunteers).where(sameEmail(values.email)).for('update');
    const id = inserted?.id ?? existing!.id;
    const allowed = await confirmMailAllowed(tx, values.email, now);
    if (existing?.confirmedAt) {
      if (!allowed) return { status: 'unchanged' as const, id };
      // A new nonce: the proposal is applied only through this mail's link (an earlier proposal's link stops working).
      const nonce = newNonce();
      const pending: PendingVolunteerChange = { ...values, proposedAt: now.toISOString() };
      await tx
        .update(volunteers)
        .set({ pending, confirmNonce: nonce })
        .where(eq(volunteers.id, id));
      const outboxId = await enqueueAt(
        tx,
        buildConfirmMail({ id, email: existing.email, name: values.name, nonce, change: true }),
        now,
      );
      return { status: 'pending' as const, id, outboxId };
    }
    const nonce = allowed ? newNonce() : (existing?.confirmNonce ?? null);
    await tx
      .update(volunteers)
      .set({
        ...(existing ? { ...values, updatedAt: now, confirmedAt: null } : {}),
        confirmNonce: nonce,
      })
      .where(eq(volunteers.id, id));
    const outboxId =
      allowed && nonce
        ? await enqueueAt(
            tx,
            buildConfirmMail({ id, email: values.email, name: values.name, nonce, change: false }),
            now,
          )
        : null;
    return { status: 'pending' as const, id, outboxId };
  });
}

/**
 * valid: a genuine, unexpired link for an unconfirmed sign-up or a proposed change; volunteer is the row as confirming
 * will make it (change: the proposal applied). used: already confirmed. invalid: forged, replaced or gone.
 */
export type ConfirmCheck =
  | { status: 'valid'; volunteer: Volunteer; change: boolean }
  | { status: 'invalid' | 'expired' | 'used' };

/** The row with its pending change applied, as confirming stores it. */
function applied(row: Volunteer): Volunteer {
  if (!row.pending) return row;
  const { proposedAt, ...details } = row.pending;
  void proposedAt;
  return { ...row, ...details, pending: null };
}

async function check(
  tx: Pick<Database, 'select'>,
  token: string | null | undefined,
  now: Date,
  lock: boolean,
): Promise<ConfirmCheck> {
  const parsed = parseConfirmToken(token);
  if (!parsed) return { status: 'invalid' };
  const query = tx.select().from(volunteers).where(eq(volunteers.id, parsed.id));
  const [row] = lock ? await query.for('update') : await query;
  if (
    !row?.confirmNonce ||
    !confirmTokenMatches(parsed, { id: row.id, email: row.email, nonce: row.confirmNonce })
  )
    return { status: 'invalid' };
  if (row.confirmedAt && !row.pending) return { status: 'used' };
  if (parsed.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
  return { status: 'valid', volunteer: applied(row), change: row.confirmedAt !== null };
}

/** What a link means right now; changes nothing (the confirmation page's GET). */
export const checkConfirmToken = (
  db: Database,
  token: string | null | undefined,
  now = new Date(),
) => check(db, token, now, false);

export type ConfirmResult =
  { status: 'confirmed'; outboxId: number } | { status: 'invalid' | 'expired' | 'used' };

/**
 * Confirms the sign-up (or applies the proposed change) and queues the campaign's notification in one transaction;
 * a second use answers 'used'.
 */
export async function confirmVolunteer(
  db: Database,
  token: string | null | undefined,
  buildNotification: (volunteer: Volunteer, change: boolean) => OutgoingMail,
  now = new Date(),
): Promise<ConfirmResult> {
  return db.transaction(async (tx) => {
    const found = await check(tx, token, now, true);
    if (found.status !== 'valid') return found;
    const { id, name, email, phone, interests, times, message, consentVersion } = found.volunteer;
    const change = found.change
      ? {
          name,
          email,
          phone,
          interests,
          times,
          message,
          consentVersion,
          pending: null,
          updatedAt: now,
        }
      : {};
    const [row] = await tx
      .update(volunteers)
      .set({ ...change, confirmedAt: now })
      .where(eq(volunteers.id, id))
      .returning();
    return {
      status: 'confirmed' as const,
      outboxId: await enqueueAt(tx, buildNotification(row!, found.change), now),
    };
  });
}

export async function listConfirmedVolunteers(db: Database) {
  return db
    .select()
    .from(volunteers)
    .where(isNotNull(volunteers.confirmedAt))
    .orderBy(asc(volunteers.confirmedAt), asc(volunteers.id));
}

export async function findVolunteer(db: Database, email: string) {
  const [row] = await db.select().from(volunteers).where(sameEmail(email));
  return row;
}
