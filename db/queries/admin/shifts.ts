// Vagtplan in the room (issue 47): every coming shift with who is on it (phone numbers for the day itself), places
// needed and taken per Copenhagen day, and no-shows per volunteer. Team only: never imported by a public page. Takes
// the executor first (no 'server-only'): the admin CLI and the exports read the same rows.
import { asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { shiftSignups, shiftTasks, shifts, volunteers } from '../../schema';
import { peopleOn, upcomingShifts, type ShiftListing, type ShiftPerson } from '../shifts';

export type RoomShift = ShiftListing & { people: ShiftPerson[] };

/** Shifts not yet ended (cancelled ones too, marked), each with its people in the order they took a place. */
export async function roomShifts(db: Database, from: Date): Promise<RoomShift[]> {
  const listed = await upcomingShifts(db, from);
  if (listed.length === 0) return [];
  const people = await peopleOn(
    db,
    inArray(
      shiftSignups.shiftId,
      listed.map((s) => s.id),
    ),
  );
  return listed.map((s) => ({
    ...s,
    people: people.filter((p) => p.shiftId === s.id),
  }));
}

const copenhagenDay = sql<string>`to_char(${shifts.startsAt} at time zone 'Europe/Copenhagen', 'YYYY-MM-DD')`;

/** Places needed and taken per Copenhagen day, for shifts not cancelled and not ended. */
export async function coverageByDay(db: Database, from: Date) {
  const rows = await db
    .select({
      day: copenhagenDay,
      needed: sql<number>`sum(${shifts.places})::int`,
      taken: sql<number>`sum((select count(*) from ${shiftSignups} where ${shiftSignups.shiftId} = ${shifts.id}))::int`,
    })
    .from(shifts)
    .where(sql`${shifts.cancelledAt} is null and ${gt(shifts.endsAt, from)}`)
    .groupBy(copenhagenDay)
    .orderBy(asc(copenhagenDay));
  return rows.map((r) => ({ day: r.day, needed: Number(r.needed), taken: Number(r.taken) }));
}

/** Volunteers who did not come to a shift they took, most no-shows first. */
export const noShowCounts = (db: Database) =>
  db
    .select({
      name: volunteers.name,
      email: volunteers.email,
      phone: volunteers.phone,
      noShows: sql<number>`count(*)::int`,
    })
    .from(shiftSignups)
    .innerJoin(volunteers, eq(volunteers.id, shiftSignups.volunteerId))
    .where(eq(shiftSignups.noShow, true))
    .groupBy(volunteers.id, volunteers.name, volunteers.email, volunteers.phone)
    .orderBy(desc(sql`count(*)`), asc(volunteers.name));

/** Every place taken, with its shift and task, for the exports and `npm run admin -- shifts list`. */
export const allShiftSignups = (db: Database) =>
  db
    .select({
      shiftId: shifts.id,
      kind: shiftTasks.kind,
      title: shiftTasks.title,
      meetingPoint: shiftTasks.meetingPoint,
      area: shiftTasks.area,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      places: shifts.places,
      cancelledAt: shifts.cancelledAt,
      name: volunteers.name,
      email: volunteers.email,
      phone: volunteers.phone,
      takenAt: shiftSignups.createdAt,
      checkedInAt: shiftSignups.checkedInAt,
      noShow: shiftSignups.noShow,
    })
    .from(shiftSignups)
    .innerJoin(shifts, eq(shifts.id, shiftSignups.shiftId))
    .innerJoin(shiftTasks, eq(shiftTasks.id, shifts.taskId))
    .innerJoin(volunteers, eq(volunteers.id, shiftSignups.volunteerId))
    .orderBy(asc(shifts.startsAt), asc(shifts.id), asc(shiftSignups.id));

/** Every task, newest first, for "Ret opgaven" and "Tilføj vagt". */
export const listTasks = (db: Database) =>
  db.select().from(shiftTasks).orderBy(desc(shiftTasks.createdAt), desc(shiftTasks.id));
