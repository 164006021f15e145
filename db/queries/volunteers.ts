// Volunteer rows as the double opt-in stores them (lib/volunteers/service.ts holds the flow and checks the links). Issue
// 34: a re-sign-up of a confirmed address is only a proposal, kept in `pending` beside the confirmed details until the
// link mailed to the address applies it. Takes the executor first (no 'server-only'), so the CLI and tests use it too.
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  volunteers,
  type PendingVolunteerChange,
  type Volunteer,
  type VolunteerDetails,
} from '../schema';

export type { VolunteerDetails };

const sameEmail = (email: string) => sql`lower(${volunteers.email}) = lower(${email.trim()})`;

/**
 * A new address's row (any case: the unique index on lower(email)), or null when the address has one; then the
 * existing row, locked for the rest of the transaction so two requests for one address at once give one row.
 */
export async function insertOrLockVolunteer(
  tx: Database,
  details: VolunteerDetails,
  now: Date,
): Promise<{ id: number; existing: Volunteer | null }> {
  const [inserted] = await tx
    .insert(volunteers)
    .values({ ...details, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: volunteers.id });
  if (inserted) return { id: inserted.id, existing: null };
  const [existing] = await tx
    .select()
    .from(volunteers)
    .where(sameEmail(details.email))
    .for('update');
  return { id: existing!.id, existing: existing! };
}

/** A change to a confirmed row, kept beside it until its owner confirms; the nonce is the one the new link signs. */
export async function proposeVolunteerChange(
  tx: Database,
  id: number,
  pending: PendingVolunteerChange,
  nonce: string,
) {
  await tx.update(volunteers).set({ pending, confirmNonce: nonce }).where(eq(volunteers.id, id));
}

/** An unconfirmed row: the new details (when given, unconfirmed again) and the nonce its link signs. */
export async function updateUnconfirmedVolunteer(
  tx: Database,
  id: number,
  details: VolunteerDetails | null,
  nonce: string | null,
  now: Date,
) {
  await tx
    .update(volunteers)
    .set({
      ...(details ? { ...details, updatedAt: now, confirmedAt: null } : {}),
      confirmNonce: nonce,
    })
    .where(eq(volunteers.id, id));
}

export async function findVolunteerById(tx: Database, id: number, { lock = false } = {}) {
  const query = tx.select().from(volunteers).where(eq(volunteers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Marks the row confirmed now, with `details` (a confirmed change) replacing the stored ones and its proposal gone. */
export async function confirmVolunteerRow(
  tx: Database,
  id: number,
  details: VolunteerDetails | null,
  now: Date,
): Promise<Volunteer> {
  const [row] = await tx
    .update(volunteers)
    .set({
      ...(details ? { ...details, pending: null, updatedAt: now } : {}),
      confirmedAt: now,
    })
    .where(eq(volunteers.id, id))
    .returning();
  return row!;
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
