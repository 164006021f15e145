// Vagtplan's rules (issue 47): the team plans tasks and shifts and moves, cancels and checks in; a confirmed volunteer
// takes and leaves places from their "Mine vagter" link. Every place is booked under the shift's row lock, in one
// transaction with its mail in the outbox; mails are sent after it commits. The cron's reminders go out the day before.
import type { Database } from '@/db/client';
import {
  cancelShiftRow,
  claimShiftReminders,
  deleteShiftSignup,
  findShift,
  insertShiftSignup,
  insertShifts,
  insertTask,
  lockShift,
  markAttendance,
  moveShiftRow,
  peopleOnShift,
  placesTakenOn,
  shiftsStartingBetween,
  taskKinds,
  getPosterContact,
  updateTask,
  upcomingShifts,
  type ShiftListing,
  type ShiftTimes,
  type ShiftWithTask,
  type TaskInput,
} from '@/db/queries/shifts';
import { enqueueMail } from '@/db/queries/outbox';
import { countHit } from '@/db/queries/rate-limits';
import { findVolunteerById } from '@/db/queries/volunteers';
import type { Volunteer } from '@/db/schema';
import { buildShiftLeftMail, buildShiftMail } from '@/lib/mail/shift-mail';
import { site } from '@/lib/site';
import { copenhagenInstant, toCopenhagen } from '@/lib/time/copenhagen';
import { kindInterests, shiftWhen } from './labels';
import { addDays, posterNotes, posterWindow } from './poster-window';
import { formatDanishDate } from '@/lib/format/danish-date';
import { myShiftsTokenMatches, myShiftsUrl, parseMyShiftsToken, shiftChangesKey } from './token';

/** The reminder goes from this Copenhagen time on the calendar day before the shift (the cron runs hourly). */
const REMINDER_TIME = '17:00';

const two = (n: number) => String(n).padStart(2, '0');
const copenhagenDay = (at: Date) => {
  const t = toCopenhagen(at);
  return `${t.year}-${two(t.month)}-${two(t.day)}`;
};

/** When the shift's reminder falls due: REMINDER_TIME on the Copenhagen day before it starts. */
export const reminderFrom = (startsAt: Date) =>
  copenhagenInstant(addDays(copenhagenDay(startsAt), -1), REMINDER_TIME);

/** A shift as the room's form gives it: a Copenhagen day, start and end 'HH:MM', places. */
export type ShiftForm = { day: string; start: string; end: string; places: number };

/** The day itself and the same weekday every week after it, up to and including election day. */
export function weeklyDays(day: string, electionDate: string = site.election.date): string[] {
  const days = [day];
  for (
    let next = addDays(day, 7);
    next <= electionDate && days.length < 60;
    next = addDays(next, 7)
  )
    days.push(next);
  return days;
}

/** The instants of a shift form on one day; an end before the start is taken to mean the next morning. */
export function shiftTimes(form: ShiftForm, day = form.day): ShiftTimes {
  const startsAt = copenhagenInstant(day, form.start);
  let endsAt = copenhagenInstant(day, form.end);
  if (endsAt <= startsAt) endsAt = copenhagenInstant(addDays(day, 1), form.end);
  return { startsAt, endsAt, places: form.places };
}

const expand = (forms: readonly ShiftForm[], weekly: boolean, electionDate?: string) =>
  forms.flatMap((f) =>
    (weekly ? weeklyDays(f.day, electionDate) : [f.day]).map((day) => shiftTimes(f, day)),
  );

/** A new task with its shifts (each repeated weekly until election day when asked), in one transaction. */
export async function planTask(
  db: Database,
  input: TaskInput & { shifts: readonly ShiftForm[]; weekly: boolean },
  at: Date,
  electionDate?: string,
) {
  return db.transaction(async (tx) => {
    const task = await insertTask(tx, input, at);
    const created = await insertShifts(
      tx,
      task.id,
      expand(input.shifts, input.weekly, electionDate),
    );
    return { task, shifts: created };
  });
}

export const addShifts = (
  db: Database,
  taskId: number,
  forms: readonly ShiftForm[],
  weekly: boolean,
  electionDate?: string,
) => insertShifts(db, taskId, expand(forms, weekly, electionDate));

/**
 * The two poster tasks the law dictates, each with one shift: up from 12:00 on the fourth Saturday before election day,
 * down on the day after it (the law's last day is the eighth). Their notes carry the poster contact the team filled in.
 * A kind that already has a task is left alone, so pressing twice plans nothing twice, also at once (taskKinds locks).
 */
export const suggestPosterTasks = (db: Database, at: Date, electionDate = site.election.date) =>
  db.transaction((tx) => planPosterTasks(tx, at, electionDate));

async function planPosterTasks(db: Database, at: Date, electionDate: string) {
  const window = posterWindow(electionDate);
  const contact = await getPosterContact(db);
  const have = await taskKinds(db);
  const plans = [
    {
      kind: 'plakater_op' as const,
      title: 'Valgplakater op',
      shift: { day: window.upDay, start: '12:00', end: '16:00', places: 6 },
    },
    {
      kind: 'plakater_ned' as const,
      title: 'Valgplakater ned',
      shift: { day: addDays(electionDate, 1), start: '16:00', end: '19:00', places: 6 },
    },
  ].filter((p) => !have.has(p.kind));
  for (const p of plans)
    await planTask(
      db,
      {
        kind: p.kind,
        title: p.title,
        meetingPoint: 'Partikontoret',
        area: '',
        notes: posterNotes(p.kind, window, contact, formatDanishDate),
        shifts: [p.shift],
        weekly: false,
      },
      at,
      electionDate,
    );
  return plans.length;
}

export const editTask = (db: Database, id: number, input: TaskInput, at: Date) =>
  updateTask(db, id, input, at);

// ── The volunteer's side ──────────────────────────────────────────────────────────────────────────────────────

type LinkCheck = { status: 'ok'; volunteer: Volunteer } | { status: 'invalid' | 'expired' };

/**
 * What a "Mine vagter" link is worth now: invalid when forged, broken, for someone forgotten or not (yet) confirmed,
 * or for an address that has changed; expired once its signed expiry has passed (checked only for a genuine link).
 */
async function checkMyShiftsLink(
  db: Database,
  token: string | null | undefined,
  at: Date,
): Promise<LinkCheck> {
  const parsed = parseMyShiftsToken(token);
  if (!parsed) return { status: 'invalid' };
  const volunteer = await findVolunteerById(db, parsed.id);
  if (!volunteer?.confirmedAt || !myShiftsTokenMatches(parsed, volunteer))
    return { status: 'invalid' };
  if (parsed.expiresAt.getTime() <= at.getTime()) return { status: 'expired' };
  return { status: 'ok', volunteer };
}

export type MyShifts = {
  status: 'ok';
  name: string;
  mine: ShiftListing[];
  /** Shifts not yet begun with a free place: the kinds the volunteer said they like first, then by time. */
  open: (ShiftListing & { matches: boolean })[];
  full: ShiftListing[];
};

export async function myShifts(
  db: Database,
  token: string | null | undefined,
  at: Date,
): Promise<MyShifts | { status: 'invalid' | 'expired' }> {
  const link = await checkMyShiftsLink(db, token, at);
  if (link.status !== 'ok') return link;
  const { volunteer } = link;
  const all = (await upcomingShifts(db, at, volunteer.id)).filter((s) => !s.cancelledAt);
  const future = all.filter((s) => !s.mine && s.startsAt > at);
  const open = future
    .filter((s) => s.taken < s.places)
    .map((s) => ({
      ...s,
      matches: kindInterests[s.task.kind].some((i) => volunteer.interests.includes(i)),
    }))
    .sort((a, b) => Number(b.matches) - Number(a.matches));
  return {
    status: 'ok',
    name: volunteer.name,
    mine: all.filter((s) => s.mine),
    open,
    full: future.filter((s) => s.taken >= s.places),
  };
}

/**
 * Takes and leaves one link may make in a Copenhagen day: each take mails the volunteer and each leave the team, so a
 * link taking and leaving in a loop would flood both inboxes and the mail budget. Counted per volunteer (under an HMAC)
 * in the rate limits' table, in the change's own transaction (the counter's row lock puts one volunteer's changes in
 * turn); the purge deletes the counts after 24 hours.
 */
const SHIFT_CHANGES_A_DAY = 30;

async function withinDailyChanges(tx: Database, volunteerId: number, at: Date) {
  const day = copenhagenInstant(copenhagenDay(at));
  const hits = await countHit(tx, 'shift_changes', shiftChangesKey(volunteerId, day), day);
  return hits <= SHIFT_CHANGES_A_DAY;
}

export type TakeResult =
  'taken' | 'already' | 'full' | 'closed' | 'gone' | 'limit' | 'invalid' | 'expired';

/**
 * Takes a place: the shift's row is locked, the places counted and the place stored in one transaction, so of two
 * volunteers taking the last place at once exactly one gets it. The mail carries the .ics; a place taken after the
 * reminder fell due counts as reminded (the mail says it all).
 */
export async function takeShift(
  db: Database,
  token: string | null | undefined,
  shiftId: number,
  at: Date,
): Promise<{ status: TakeResult; outboxId?: number }> {
  const link = await checkMyShiftsLink(db, token, at);
  if (link.status !== 'ok') return link;
  const { volunteer } = link;
  return db.transaction(async (tx) => {
    const shift = await lockShift(tx, shiftId);
    if (!shift) return { status: 'gone' };
    if (shift.cancelledAt || shift.startsAt <= at) return { status: 'closed' };
    if ((await placesTakenOn(tx, shift.id)) >= shift.places) return { status: 'full' };
    if (!(await withinDailyChanges(tx, volunteer.id, at))) return { status: 'limit' };
    const reminded = at >= reminderFrom(shift.startsAt) ? at : null;
    if (!(await insertShiftSignup(tx, shift.id, volunteer.id, at, reminded)))
      return { status: 'already' };
    const mail = buildShiftMail('taken', shift, volunteer, myShiftsUrl(volunteer, at), { at });
    return { status: 'taken', outboxId: await enqueueMail(tx, mail) };
  });
}

export type LeaveResult = 'left' | 'not_on' | 'closed' | 'gone' | 'limit' | 'invalid' | 'expired';

/** Gives the place back (before the shift begins); only the team is told. */
export async function leaveShift(
  db: Database,
  token: string | null | undefined,
  shiftId: number,
  at: Date,
): Promise<{ status: LeaveResult; outboxId?: number }> {
  const link = await checkMyShiftsLink(db, token, at);
  if (link.status !== 'ok') return link;
  const { volunteer } = link;
  return db.transaction(async (tx) => {
    const shift = await lockShift(tx, shiftId);
    if (!shift) return { status: 'gone' };
    if (shift.startsAt <= at && !shift.cancelledAt) return { status: 'closed' };
    if (!shift.cancelledAt && !(await withinDailyChanges(tx, volunteer.id, at)))
      return { status: 'limit' };
    if (!(await deleteShiftSignup(tx, shift.id, volunteer.id))) return { status: 'not_on' };
    if (shift.cancelledAt) return { status: 'left' };
    const left = shift.places - (await placesTakenOn(tx, shift.id));
    return {
      status: 'left',
      outboxId: await enqueueMail(tx, buildShiftLeftMail(shift, volunteer, left)),
    };
  });
}

// ── The team's side ───────────────────────────────────────────────────────────────────────────────────────────

async function tellEveryone(
  tx: Database,
  shift: ShiftWithTask,
  compose: (person: {
    id: number;
    name: string;
    email: string;
  }) => Parameters<typeof enqueueMail>[1],
) {
  const ids: number[] = [];
  for (const person of await peopleOnShift(tx, shift.id))
    ids.push(
      await enqueueMail(
        tx,
        compose({ id: person.volunteerId, name: person.name, email: person.email }),
      ),
    );
  return ids;
}

/** New times (SEQUENCE + 1), and everyone on the shift mailed the updated .ics (same UID). */
export async function moveShift(
  db: Database,
  shiftId: number,
  form: Omit<ShiftForm, 'places'> & { places?: number },
  at: Date,
): Promise<{ status: 'moved'; outboxIds: number[] } | { status: 'gone' }> {
  return db.transaction(async (tx) => {
    const before = await lockShift(tx, shiftId);
    if (!before || before.cancelledAt) return { status: 'gone' as const };
    const { startsAt, endsAt } = shiftTimes({ ...form, places: before.places });
    const moved = await moveShiftRow(tx, shiftId, { startsAt, endsAt });
    const shift = { ...moved!, task: before.task };
    const previousWhen = shiftWhen(before);
    const outboxIds = await tellEveryone(tx, shift, (p) =>
      buildShiftMail('moved', shift, p, myShiftsUrl(p, at), { previousWhen, at }),
    );
    return { status: 'moved' as const, outboxIds };
  });
}

/**
 * Cancels the shift once: everyone on it is mailed a cancelling .ics. A second cancel (a double click, two team
 * members at once) finds it cancelled under the lock and tells nobody again.
 */
export async function cancelShift(
  db: Database,
  shiftId: number,
  at: Date,
): Promise<{ status: 'cancelled'; outboxIds: number[] } | { status: 'already' | 'gone' }> {
  return db.transaction(async (tx) => {
    const before = await lockShift(tx, shiftId);
    if (!before) return { status: 'gone' as const };
    const cancelled = await cancelShiftRow(tx, shiftId, at);
    if (!cancelled) return { status: 'already' as const };
    const shift = { ...cancelled, task: before.task };
    const outboxIds = await tellEveryone(tx, shift, (p) =>
      buildShiftMail('cancelled', shift, p, myShiftsUrl(p, at), { at }),
    );
    return { status: 'cancelled' as const, outboxIds };
  });
}

/**
 * The team's message to everyone on a shift; null when it is gone or cancelled (a page opened before the cancellation
 * still has the form, and its people keep their places: they would be told about a shift that is not happening).
 */
export async function mailShift(
  db: Database,
  shiftId: number,
  subject: string,
  message: string,
  at: Date,
): Promise<number[] | null> {
  return db.transaction(async (tx) => {
    const shift = await findShift(tx, shiftId);
    if (!shift || shift.cancelledAt) return null;
    return tellEveryone(tx, shift, (p) =>
      buildShiftMail('message', shift, p, myShiftsUrl(p, at), { subject, message, at }),
    );
  });
}

export const setAttendance = markAttendance;

/**
 * The cron's reminders: every place on a shift whose reminder has fallen due (REMINDER_TIME the Copenhagen day
 * before) and that has not begun, claimed once (claimShiftReminders), mailed once. Each shift is locked and read again
 * before its claim: a move or cancellation committed since the list was read must not be reminded as it was (a moved
 * shift's places would be stamped reminded with the old time, and never reminded of the new one).
 */
export async function runShiftReminders(db: Database, now: Date): Promise<number[]> {
  const ids: number[] = [];
  const candidates = await shiftsStartingBetween(db, now, new Date(now.getTime() + 2 * 86_400_000));
  for (const candidate of candidates) {
    if (now < reminderFrom(candidate.startsAt)) continue;
    await db.transaction(async (tx) => {
      const shift = await lockShift(tx, candidate.id);
      if (!shift || shift.cancelledAt || shift.startsAt <= now) return;
      if (now < reminderFrom(shift.startsAt)) return;
      for (const person of await claimShiftReminders(tx, shift.id, now))
        ids.push(
          await enqueueMail(
            tx,
            buildShiftMail('reminder', shift, person, myShiftsUrl(person, now), { at: now }),
          ),
        );
    });
  }
  return ids;
}
