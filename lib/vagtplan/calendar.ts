// A shift as an iCalendar file, the way lib/events/calendar.ts writes events: Copenhagen wall time with TZID and the
// VTIMEZONE, one UID per shift that never changes, and the shift's SEQUENCE, which a move or a cancellation raises, so
// calendars replace the entry they have. Read back with ical.js in tests/api/vagtplan.test.ts.
import ical, { ICalEventStatus } from 'ical-generator';
import type { ShiftWithTask } from '@/db/queries/shifts';
import { COPENHAGEN_TZID, vtimezoneFor } from '@/lib/events/vtimezone';
import { siteName, siteUrl } from '@/lib/seo';
import { toCopenhagen } from '@/lib/time/copenhagen';
import { taskKindLabels } from './labels';

const two = (n: number) => String(n).padStart(2, '0');

/** The instant as Copenhagen's floating local time, 'YYYY-MM-DDTHH:MM:00' (the TZID says where). */
const localText = (at: Date) => {
  const t = toCopenhagen(at);
  return `${t.year}-${two(t.month)}-${two(t.day)}T${two(t.hour)}:${two(t.minute)}:00`;
};

/** Stable for the shift's whole life: a moved shift keeps it. */
const shiftUid = (shiftId: number) => `vagt-${shiftId}@${new URL(siteUrl).host}`;

export function shiftCalendar(shift: ShiftWithTask, stamp: Date): string {
  const cancelled = shift.cancelledAt !== null;
  const calendar = ical({
    name: siteName,
    prodId: { company: 'Fremtidslisten', product: 'vagtplan', language: 'DA' },
    timezone: { name: null, generator: vtimezoneFor },
  });
  const title = `${taskKindLabels[shift.task.kind]}: ${shift.task.title}`;
  calendar.createEvent({
    id: shiftUid(shift.id),
    sequence: shift.sequence,
    stamp,
    start: localText(shift.startsAt),
    end: localText(shift.endsAt),
    timezone: COPENHAGEN_TZID,
    summary: cancelled ? `AFLYST: ${title}` : title,
    description: [shift.task.area && `Område: ${shift.task.area}`, shift.task.notes]
      .filter(Boolean)
      .join('\n\n'),
    location: shift.task.meetingPoint,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

export const shiftIcsFilename = (shiftId: number) => `vagt-${shiftId}.ics`;
