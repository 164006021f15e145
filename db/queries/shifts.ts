// Vagtplan's rows (issue 47): tasks, their shifts and the places volunteers take. Every booking and cancellation locks
// the shift's row first (lockShift), so concurrent takes never give more places than the shift has. Takes the executor
// first (no 'server-only'): the cron, the CLI and the tests use it too; mails are composed and queued by the caller.
import { and, asc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import {
  posterContact,
  shiftSignups,
  shiftTasks,
  shifts,
  volunteers,
  type PosterContact,
  type Shift,
  type ShiftTask,
  type ShiftTaskKind,
} from '../schema';

export type TaskInput = {
  kind: ShiftTaskKind;
  title: string;
  meetingPoint: string;
  area: string;
  notes: string;
};
export type ShiftTimes = { startsAt: Date; endsAt: Date; places: number };
/** A shift with its task, as mails, calendars and pages need it. */
export type ShiftWithTask = Shift & { task: ShiftTask };

export async function insertTask(tx: Database, input: TaskInput, at: Date): Promise<ShiftTask> {
  const [row] = await tx
    .insert(shiftTasks)
    .values({ ...input, createdAt: at, updatedAt: at })
    .returning();
  return row!;
}

export async function updateTask(tx: Database, id: number, input: TaskInput, at: Date) {
  const [row] = await tx
    .update(shiftTasks)
    .set({ ...input, updatedAt: at })
    .where(eq(shiftTasks.id, id))
    .returning();
  return row ?? null;
}

export const insertShifts = (tx: Database, taskId: number, times: readonly ShiftTimes[]) =>
  times.length === 0
    ? Promise.resolve([] as Shift[])
    : tx
        .insert(shifts)
        .values(times.map((t) => ({ taskId, ...t })))
        .returning();

const withTask = { shift: shifts, task: shiftTasks };

/** The shift and its task, the shift's row locked for the rest of the transaction (every booking waits here). */
export async function lockShift(tx: Database, id: number): Promise<ShiftWithTask | null> {
  const [row] = await tx
    .select(withTask)
    .from(shifts)
    .innerJoin(shiftTasks, eq(shiftTasks.id, shifts.taskId))
    .where(eq(shifts.id, id))
    .for('update', { of: shifts });
  return row ? { ...row.shift, task: row.task } : null;
}

export async function findShift(db: Database, id: number): Promise<ShiftWithTask | null> {
  const [row] = await db
    .select(withTask)
    .from(shifts)
    .innerJoin(shiftTasks, eq(shiftTasks.id, shifts.taskId))
    .where(eq(shifts.id, id));
  return row ? { ...row.shift, task: row.task } : null;
}

export async function placesTakenOn(tx: Database, shiftId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(shiftSignups)
    .where(eq(shiftSignups.shiftId, shiftId));
  return Number(row?.n ?? 0);
}

/** The volunteer's place on the shift; null when they already had one. */
export async function insertShiftSignup(
  tx: Database,
  shiftId: number,
  volunteerId: number,
  at: Date,
  remindedAt: Date | null,
) {
  const [row] = await tx
    .insert(shiftSignups)
    .values({ shiftId, volunteerId, createdAt: at, remindedAt })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Frees the volunteer's place; false when they had none. */
export async function deleteShiftSignup(tx: Database, shiftId: number, volunteerId: number) {
  const gone = await tx
    .delete(shiftSignups)
    .where(and(eq(shiftSignups.shiftId, shiftId), eq(shiftSignups.volunteerId, volunteerId)))
    .returning({ id: shiftSignups.id });
  return gone.length > 0;
}

/** New times and SEQUENCE + 1; everyone on it is reminded again for the new time. */
export async function moveShiftRow(tx: Database, id: number, times: Omit<ShiftTimes, 'places'>) {
  const [row] = await tx
    .update(shifts)
    .set({ ...times, sequence: sql`${shifts.sequence} + 1` })
    .where(and(eq(shifts.id, id), isNull(shifts.cancelledAt)))
    .returning();
  if (row)
    await tx.update(shiftSignups).set({ remindedAt: null }).where(eq(shiftSignups.shiftId, id));
  return row ?? null;
}

/** Cancels the shift once (SEQUENCE + 1); null when it was cancelled already. */
export async function cancelShiftRow(tx: Database, id: number, at: Date) {
  const [row] = await tx
    .update(shifts)
    .set({ cancelledAt: at, sequence: sql`${shifts.sequence} + 1` })
    .where(and(eq(shifts.id, id), isNull(shifts.cancelledAt)))
    .returning();
  return row ?? null;
}

export type ShiftPerson = {
  shiftId: number;
  signupId: number;
  volunteerId: number;
  name: string;
  email: string;
  phone: string | null;
  checkedInAt: Date | null;
  noShow: boolean;
};

/** Who is on the shifts `where` picks, in the order they took their places. */
export const peopleOn = (db: Database, where: SQL): Promise<ShiftPerson[]> =>
  db
    .select({
      shiftId: shiftSignups.shiftId,
      signupId: shiftSignups.id,
      volunteerId: volunteers.id,
      name: volunteers.name,
      email: volunteers.email,
      phone: volunteers.phone,
      checkedInAt: shiftSignups.checkedInAt,
      noShow: shiftSignups.noShow,
    })
    .from(shiftSignups)
    .innerJoin(volunteers, eq(volunteers.id, shiftSignups.volunteerId))
    .where(where)
    .orderBy(asc(shiftSignups.createdAt), asc(shiftSignups.id));

export const peopleOnShift = (db: Database, shiftId: number) =>
  peopleOn(db, eq(shiftSignups.shiftId, shiftId));

export type ShiftListing = ShiftWithTask & { taken: number; mine: boolean };

/** Shifts not yet ended, with places taken and whether this volunteer holds one (null: nobody's view). */
export async function upcomingShifts(
  db: Database,
  from: Date,
  volunteerId: number | null = null,
): Promise<ShiftListing[]> {
  const rows = await db
    .select({
      ...withTask,
      taken: sql<number>`(select count(*) from ${shiftSignups} where ${shiftSignups.shiftId} = ${shifts.id})::int`,
      mine:
        volunteerId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${shiftSignups} where ${shiftSignups.shiftId} = ${shifts.id} and ${shiftSignups.volunteerId} = ${volunteerId})`,
    })
    .from(shifts)
    .innerJoin(shiftTasks, eq(shiftTasks.id, shifts.taskId))
    .where(gt(shifts.endsAt, from))
    .orderBy(asc(shifts.startsAt), asc(shifts.id));
  return rows.map((r) => ({
    ...r.shift,
    task: r.task,
    taken: Number(r.taken),
    mine: Boolean(r.mine),
  }));
}

/** Not-cancelled shifts starting in (from, until], soonest first: the reminder run's candidates. */
export const shiftsStartingBetween = (db: Database, from: Date, until: Date) =>
  db
    .select(withTask)
    .from(shifts)
    .innerJoin(shiftTasks, eq(shiftTasks.id, shifts.taskId))
    .where(
      and(
        isNull(shifts.cancelledAt),
        gt(shifts.startsAt, from),
        sql`${shifts.startsAt} <= ${until}`,
      ),
    )
    .orderBy(asc(shifts.startsAt), asc(shifts.id))
    .then((rows) => rows.map((r): ShiftWithTask => ({ ...r.shift, task: r.task })));

/**
 * The shift's sign-ups not yet reminded, claimed with FOR UPDATE SKIP LOCKED and stamped in one statement (as the
 * events' reminders are), so two overlapping runs never remind anyone twice. Returns whom to remind.
 */
export async function claimShiftReminders(tx: Database, shiftId: number, at: Date) {
  const due = sql`select ${shiftSignups.id} from ${shiftSignups}
    where ${shiftSignups.shiftId} = ${shiftId} and ${shiftSignups.remindedAt} is null
    for update skip locked`;
  const claimed = await tx
    .update(shiftSignups)
    .set({ remindedAt: at })
    .where(sql`${shiftSignups.id} in (${due})`)
    .returning({ volunteerId: shiftSignups.volunteerId });
  if (claimed.length === 0) return [];
  return tx
    .select({ id: volunteers.id, name: volunteers.name, email: volunteers.email })
    .from(volunteers)
    .where(sql`${volunteers.id} in ${claimed.map((c) => c.volunteerId)}`);
}

/** came: checked in; no_show: did not come; reset: neither. False when the sign-up is gone. */
export async function markAttendance(
  db: Database,
  signupId: number,
  state: 'came' | 'no_show' | 'reset',
  at: Date,
) {
  const gone = await db
    .update(shiftSignups)
    .set({
      checkedInAt: state === 'came' ? at : null,
      noShow: state === 'no_show',
    })
    .where(eq(shiftSignups.id, signupId))
    .returning({ id: shiftSignups.id });
  return gone.length > 0;
}

export const getPosterContact = async (db: Database): Promise<PosterContact | null> =>
  (await db.select().from(posterContact).where(eq(posterContact.id, 1)))[0] ?? null;

export async function savePosterContact(
  db: Database,
  contact: Pick<PosterContact, 'name' | 'address' | 'email' | 'phone'>,
  at: Date,
) {
  await db
    .insert(posterContact)
    .values({ id: 1, ...contact, updatedAt: at })
    .onConflictDoUpdate({ target: posterContact.id, set: { ...contact, updatedAt: at } });
}

/**
 * The kinds that already have a task, so the legal poster tasks are suggested once. Call it in the transaction that
 * plans them: the table lock makes a second suggestion at once (a double click) wait and then see the first's tasks.
 */
export async function taskKinds(tx: Database): Promise<Set<ShiftTaskKind>> {
  await tx.execute(sql`lock table ${shiftTasks} in share row exclusive mode`);
  const rows = await tx.selectDistinct({ kind: shiftTasks.kind }).from(shiftTasks);
  return new Set(rows.map((r) => r.kind));
}
