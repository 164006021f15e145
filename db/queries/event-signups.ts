// Sign-ups for events with places, as lib/events/signup-service.ts books and cancels them and lib/events/signups.ts
// reminds and notifies: every verb takes the executor (a transaction where the caller locks the event's capacity row
// with lockCapacity, so concurrent sign-ups never give more places than the capacity). No 'server-only': the cron's
// tests and the admin CLI use it too; mails are composed and queued by the caller.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { eventCapacity, eventSignups, type EventSignup, type EventSnapshot } from '../schema';

/** The event as the sign-up tables need it (from content/events through the loader). */
export type BookableEvent = {
  slug: string;
  capacity: number;
  endAt: Date;
  snapshot: EventSnapshot;
};

export type SignupRow = Pick<EventSignup, 'id' | 'name' | 'email' | 'people' | 'status'>;

const sameEmail = (email: string) => sql`lower(${eventSignups.email}) = lower(${email.trim()})`;

/** The event's capacity row, locked for the rest of the transaction (created, or updated to the content's value). */
export async function lockCapacity(
  tx: Database,
  slug: string,
  capacity?: number,
): Promise<number | null> {
  if (capacity !== undefined) {
    // Created on the first sign-up; the content's capacity wins when a volunteer changes it.
    await tx
      .insert(eventCapacity)
      .values({ eventSlug: slug, capacity })
      .onConflictDoUpdate({
        target: eventCapacity.eventSlug,
        set: { capacity, updatedAt: sql`now()` },
      });
  }
  const [row] = await tx
    .select({ capacity: eventCapacity.capacity })
    .from(eventCapacity)
    .where(eq(eventCapacity.eventSlug, slug))
    .for('update');
  return row?.capacity ?? null;
}

export async function placesTaken(tx: Database, slug: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${eventSignups.people}), 0)::int` })
    .from(eventSignups)
    .where(and(eq(eventSignups.eventSlug, slug), eq(eventSignups.status, 'confirmed')));
  return Number(row?.n ?? 0);
}

export async function waitingCount(tx: Database, slug: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(eventSignups)
    .where(and(eq(eventSignups.eventSlug, slug), eq(eventSignups.status, 'waiting')));
  return Number(row?.n ?? 0);
}

/** Places (pending and waiting included: issue 45, the same count for a known and a new address) one client, by its key for this event, asked for. */
export async function placesHeldBy(tx: Database, slug: string, key: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${eventSignups.people}), 0)::int` })
    .from(eventSignups)
    .where(and(eq(eventSignups.eventSlug, slug), eq(eventSignups.clientKey, key)));
  return Number(row?.n ?? 0);
}

export type SignupInput = { name: string; email: string; people: number; consentVersion: string };

/** This event's place-holding sign-up (confirmed or waiting) for the address (any case), if any. */
export async function findSignupByEmail(tx: Database, slug: string, email: string) {
  const [row] = await tx
    .select()
    .from(eventSignups)
    .where(
      and(eq(eventSignups.eventSlug, slug), sameEmail(email), ne(eventSignups.status, 'pending')),
    );
  return row;
}

export async function insertSignup(
  tx: Database,
  event: BookableEvent,
  input: SignupInput,
  status: EventSignup['status'],
  clientKey: string | null,
  { nonce = null, at }: { nonce?: string | null; at?: Date } = {},
): Promise<EventSignup> {
  const [row] = await tx
    .insert(eventSignups)
    .values({
      eventSlug: event.slug,
      name: input.name.trim(),
      email: input.email.trim(),
      people: input.people,
      status,
      consentVersion: input.consentVersion,
      eventEndsAt: event.endAt,
      told: event.snapshot,
      clientKey,
      confirmNonce: nonce,
      ...(at ? { createdAt: at, consentedAt: at } : {}),
    })
    .returning();
  return row!;
}

/**
 * Issue 45: the owner confirmed a pending sign-up; it now holds a place or queues (from now: the waiting list's order
 * counts from the confirmation), and is told the event as it is now.
 */
export async function placeSignup(
  tx: Database,
  id: number,
  status: 'confirmed' | 'waiting',
  event: BookableEvent,
  now: Date,
): Promise<EventSignup> {
  const [row] = await tx
    .update(eventSignups)
    .set({ status, createdAt: now, told: event.snapshot, eventEndsAt: event.endAt })
    .where(eq(eventSignups.id, id))
    .returning();
  return row!;
}

/**
 * Places taken and who is waiting, for the API's answer, the room and the admin CLI; pending sign-ups (issue 45) hold
 * nothing and are counted apart, for the team only.
 */
export async function eventCounts(db: Database, slug: string) {
  const rows = await db
    .select({
      status: eventSignups.status,
      signups: sql<number>`count(*)::int`,
      people: sql<number>`coalesce(sum(${eventSignups.people}), 0)::int`,
    })
    .from(eventSignups)
    .where(eq(eventSignups.eventSlug, slug))
    .groupBy(eventSignups.status);
  const of = (status: string) => rows.find((r) => r.status === status);
  return {
    confirmed: Number(of('confirmed')?.signups ?? 0),
    confirmedPeople: Number(of('confirmed')?.people ?? 0),
    waiting: Number(of('waiting')?.signups ?? 0),
    waitingPeople: Number(of('waiting')?.people ?? 0),
    pending: Number(of('pending')?.signups ?? 0),
  };
}

export async function findSignup(db: Database, id: number, { lock = false } = {}) {
  const query = db.select().from(eventSignups).where(eq(eventSignups.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Deletes the sign-up; its status, or null when it is already gone. */
export async function deleteSignup(tx: Database, id: number) {
  const [gone] = await tx
    .delete(eventSignups)
    .where(eq(eventSignups.id, id))
    .returning({ status: eventSignups.status });
  return gone ?? null;
}

/** The event's waiting list in the order it queued. */
export const waitingList = (tx: Database, slug: string) =>
  tx
    .select()
    .from(eventSignups)
    .where(and(eq(eventSignups.eventSlug, slug), eq(eventSignups.status, 'waiting')))
    .orderBy(asc(eventSignups.createdAt), asc(eventSignups.id));

export async function promoteSignup(tx: Database, id: number, now: Date) {
  await tx
    .update(eventSignups)
    .set({ status: 'confirmed', promotedAt: now })
    .where(eq(eventSignups.id, id));
}

/**
 * The event's confirmed sign-ups not yet reminded, claimed with FOR UPDATE SKIP LOCKED and stamped in the same
 * statement, so two overlapping runs never claim one twice.
 */
export async function claimReminders(
  tx: Database,
  slug: string,
  now: Date,
): Promise<EventSignup[]> {
  const due = sql`select ${eventSignups.id} from ${eventSignups}
    where ${eventSignups.eventSlug} = ${slug} and ${eventSignups.status} = 'confirmed' and ${eventSignups.remindedAt} is null
    for update skip locked`;
  return tx
    .update(eventSignups)
    .set({ remindedAt: now })
    .where(sql`${eventSignups.id} in (${due})`)
    .returning();
}

/** Sign-ups whose `told` differs from `snapshot`, locked (SKIP LOCKED, like the reminders) for the notice run. */
export const claimStaleSignups = (tx: Database, slug: string, snapshot: EventSnapshot) =>
  tx
    .select()
    .from(eventSignups)
    .where(
      and(
        eq(eventSignups.eventSlug, slug),
        // A pending sign-up (issue 45) is told the event as it is when its owner confirms.
        ne(eventSignups.status, 'pending'),
        sql`${eventSignups.told} is distinct from ${JSON.stringify(snapshot)}::jsonb`,
      ),
    )
    .for('update', { skipLocked: true });

/** The sign-up has now been told the event as `snapshot` shows it. */
export async function markTold(tx: Database, id: number, snapshot: EventSnapshot, endAt: Date) {
  await tx
    .update(eventSignups)
    .set({ told: snapshot, eventEndsAt: endAt })
    .where(eq(eventSignups.id, id));
}

/** Sign-ups of one event in sign-up order, for `npm run admin -- event <slug>`. */
export const listSignups = (db: Database, slug: string) =>
  db
    .select()
    .from(eventSignups)
    .where(eq(eventSignups.eventSlug, slug))
    .orderBy(asc(eventSignups.createdAt), asc(eventSignups.id));
