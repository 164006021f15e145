// Sign-ups for events with places. Every booking and cancellation locks the event's capacity row (SELECT … FOR UPDATE)
// inside one transaction, so concurrent sign-ups never give more places than the capacity. Takes the database as an
// argument (no 'server-only') so the cron's tests and the admin CLI can use it; mails are composed by the caller.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  eventCapacity,
  eventSignups,
  mailOutbox,
  type EventSignup,
  type EventSnapshot,
} from '../schema';
import type { OutgoingMail } from '../../lib/mail/message';
import { enqueueMail } from './outbox';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The event as the sign-up tables need it (from content/events through the loader). */
export type BookableEvent = {
  slug: string;
  capacity: number;
  endAt: Date;
  snapshot: EventSnapshot;
};

export type SignupRow = Pick<EventSignup, 'id' | 'name' | 'email' | 'people' | 'status'>;

/** At most this many event mails go to one address in 24 hours on a visitor's word (each sign-up sends one). */
const EVENT_MAILS_PER_ADDRESS_PER_DAY = 5;
const DAY_MS = 86_400_000;

const sameEmail = (email: string) => sql`lower(${eventSignups.email}) = lower(${email.trim()})`;

async function lockCapacity(tx: Tx, slug: string, capacity?: number): Promise<number | null> {
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

async function placesTaken(tx: Tx, slug: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${eventSignups.people}), 0)::int` })
    .from(eventSignups)
    .where(and(eq(eventSignups.eventSlug, slug), eq(eventSignups.status, 'confirmed')));
  return Number(row?.n ?? 0);
}

async function waitingCount(tx: Tx, slug: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(eventSignups)
    .where(and(eq(eventSignups.eventSlug, slug), eq(eventSignups.status, 'waiting')));
  return Number(row?.n ?? 0);
}

/** True when fewer than the daily number of event mails went to this address (any case) in the last 24 hours. */
async function mayMail(tx: Tx, email: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(
      and(
        sql`lower(${mailOutbox.aboutEmail}) = lower(${email.trim()})`,
        eq(mailOutbox.kind, 'event'),
        sql`${mailOutbox.createdAt} > ${new Date(now.getTime() - DAY_MS)}`,
      ),
    );
  return Number(row?.n ?? 0) < EVENT_MAILS_PER_ADDRESS_PER_DAY;
}

export type SignupInput = { name: string; email: string; people: number; consentVersion: string };

/** The client's key for this event (lib/api/client-key.ts) and how many places one client may hold of it. */
export type ClientBound = { key: string; maxPeople: number };

/**
 * status is the answer for the visitor: for a new address the sign-up's status, for a known one what a new sign-up
 * would have got at this moment, so the answer cannot tell whether the address was on the list (issue 34). known and
 * the mail say the truth to the address only. 'too_many': the client already holds its places of this event.
 */
export type SignupResult =
  | { status: 'confirmed' | 'waiting'; id: number; known: boolean; outboxId: number | null }
  | { status: 'too_many' };

/** known: the address was already signed up; the mail tells it so, with the status it already has. */
export type ComposeSignupMail = (
  status: 'confirmed' | 'waiting',
  signup: SignupRow,
  known: boolean,
) => OutgoingMail;

async function placesHeldBy(tx: Tx, slug: string, key: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${eventSignups.people}), 0)::int` })
    .from(eventSignups)
    .where(and(eq(eventSignups.eventSlug, slug), eq(eventSignups.clientKey, key)));
  return Number(row?.n ?? 0);
}

/**
 * Books places or a place on the waiting list. The same email twice for one event is one sign-up: the second gets the
 * answer a new address would get and a mail saying it was already signed up. Someone already waiting keeps the queue:
 * newcomers wait behind them. With a client bound, one client holds at most maxPeople places (waiting included) of
 * the event, checked under the event's lock before anything about the address is looked at.
 */
export async function signUpForEvent(
  db: Database,
  event: BookableEvent,
  input: SignupInput,
  compose: ComposeSignupMail,
  now = new Date(),
  client: ClientBound | null = null,
): Promise<SignupResult> {
  return db.transaction(async (tx) => {
    const capacity = (await lockCapacity(tx, event.slug, event.capacity))!;
    if (
      client &&
      (await placesHeldBy(tx, event.slug, client.key)) + input.people > client.maxPeople
    )
      return { status: 'too_many' as const };
    const fits =
      (await placesTaken(tx, event.slug)) + input.people <= capacity &&
      (await waitingCount(tx, event.slug)) === 0;
    const status = fits ? ('confirmed' as const) : ('waiting' as const);
    const [existing] = await tx
      .select()
      .from(eventSignups)
      .where(and(eq(eventSignups.eventSlug, event.slug), sameEmail(input.email)));
    if (existing) {
      const outboxId = (await mayMail(tx, existing.email, now))
        ? await enqueueMail(tx, compose(existing.status, existing, true))
        : null;
      return { status, id: existing.id, known: true, outboxId };
    }
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
        clientKey: client?.key ?? null,
      })
      .returning();
    const outboxId = (await mayMail(tx, row!.email, now))
      ? await enqueueMail(tx, compose(status, row!, false))
      : null;
    return { status, id: row!.id, known: false, outboxId };
  });
}

/** Places left and whether anyone is waiting, for the API's answer and the admin CLI. */
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
  };
}

export const findSignup = async (db: Database, id: number) =>
  (await db.select().from(eventSignups).where(eq(eventSignups.id, id)))[0];

export type CancelResult = {
  eventSlug: string;
  promoted: { signup: SignupRow; outboxId: number }[];
};

/**
 * Deletes a sign-up (the caller has checked its token) and moves the waiting list up in order while the first in line
 * fits, mailing each one moved up. composePromoted null: the event is no longer in content/, so the sign-up is only
 * deleted and nobody is moved up to an event the site no longer shows. Returns null when the sign-up is already gone
 * (a reused link).
 */
export async function cancelSignup(
  db: Database,
  id: number,
  capacityOf: (slug: string) => number | undefined,
  composePromoted: ((signup: SignupRow) => OutgoingMail) | null,
  now = new Date(),
): Promise<CancelResult | null> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ eventSlug: eventSignups.eventSlug })
      .from(eventSignups)
      .where(eq(eventSignups.id, id));
    if (!target) return null;
    const capacity = await lockCapacity(tx, target.eventSlug, capacityOf(target.eventSlug));
    const [gone] = await tx
      .delete(eventSignups)
      .where(eq(eventSignups.id, id))
      .returning({ status: eventSignups.status });
    if (!gone) return null;
    const promoted: CancelResult['promoted'] = [];
    if (capacity === null || !composePromoted) return { eventSlug: target.eventSlug, promoted };
    let taken = await placesTaken(tx, target.eventSlug);
    const queue = await tx
      .select()
      .from(eventSignups)
      .where(and(eq(eventSignups.eventSlug, target.eventSlug), eq(eventSignups.status, 'waiting')))
      .orderBy(asc(eventSignups.createdAt), asc(eventSignups.id));
    for (const next of queue) {
      if (taken + next.people > capacity) break;
      await tx
        .update(eventSignups)
        .set({ status: 'confirmed', promotedAt: now })
        .where(eq(eventSignups.id, next.id));
      taken += next.people;
      const signup = { ...next, status: 'confirmed' as const };
      promoted.push({ signup, outboxId: await enqueueMail(tx, composePromoted(signup)) });
    }
    return { eventSlug: target.eventSlug, promoted };
  });
}

export type NoticeEvent = {
  slug: string;
  startAt: Date;
  endAt: Date;
  cancelled: boolean;
  snapshot: EventSnapshot;
};

/**
 * Reminders for events starting within `leadMs`: each confirmed sign-up not yet reminded is claimed with
 * FOR UPDATE SKIP LOCKED and stamped in the same statement, so two overlapping runs never remind anyone twice.
 */
export async function sendReminders(
  db: Database,
  events: NoticeEvent[],
  compose: (slug: string, signup: SignupRow) => OutgoingMail,
  now = new Date(),
  leadMs = DAY_MS,
): Promise<number[]> {
  const ids: number[] = [];
  for (const event of events) {
    const startsIn = event.startAt.getTime() - now.getTime();
    if (event.cancelled || startsIn <= 0 || startsIn > leadMs) continue;
    await db.transaction(async (tx) => {
      const due = sql`select ${eventSignups.id} from ${eventSignups}
        where ${eventSignups.eventSlug} = ${event.slug} and ${eventSignups.status} = 'confirmed' and ${eventSignups.remindedAt} is null
        for update skip locked`;
      const claimed = await tx
        .update(eventSignups)
        .set({ remindedAt: now })
        .where(sql`${eventSignups.id} in (${due})`)
        .returning();
      for (const signup of claimed) ids.push(await enqueueMail(tx, compose(event.slug, signup)));
    });
  }
  return ids;
}

const sameSnapshot = (a: EventSnapshot, b: EventSnapshot) =>
  a.start === b.start && a.end === b.end && a.place === b.place && a.status === b.status;

/**
 * Change notices: every sign-up whose `told` differs from the event as it is now gets one mail, and `told` becomes
 * the present, claimed with FOR UPDATE SKIP LOCKED like the reminders. Events that have ended are left alone.
 */
export async function sendChangeNotices(
  db: Database,
  events: NoticeEvent[],
  compose: (slug: string, signup: SignupRow, told: EventSnapshot) => OutgoingMail,
  now = new Date(),
): Promise<number[]> {
  const ids: number[] = [];
  for (const event of events) {
    if (event.endAt.getTime() <= now.getTime()) continue;
    await db.transaction(async (tx) => {
      const stale = await tx
        .select()
        .from(eventSignups)
        .where(
          and(
            eq(eventSignups.eventSlug, event.slug),
            sql`${eventSignups.told} is distinct from ${JSON.stringify(event.snapshot)}::jsonb`,
          ),
        )
        .for('update', { skipLocked: true });
      for (const signup of stale) {
        if (sameSnapshot(signup.told, event.snapshot)) continue;
        await tx
          .update(eventSignups)
          .set({ told: event.snapshot, eventEndsAt: event.endAt })
          .where(eq(eventSignups.id, signup.id));
        ids.push(await enqueueMail(tx, compose(event.slug, signup, signup.told)));
      }
    });
  }
  return ids;
}

/** Sign-ups of one event in sign-up order, for `npm run admin -- event <slug>`. */
export const listSignups = (db: Database, slug: string) =>
  db
    .select()
    .from(eventSignups)
    .where(eq(eventSignups.eventSlug, slug))
    .orderBy(asc(eventSignups.createdAt), asc(eventSignups.id));
