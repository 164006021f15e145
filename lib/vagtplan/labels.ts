// Vagtplan's words: the task kinds as the team and the volunteers read them, and a shift's time in Danish.
import type { ShiftTaskKind } from '@/db/schema';
import { whenLabel } from '@/lib/events/format';
import type { VolunteerInterest } from '@/lib/validation/volunteer';

export const taskKindLabels: Record<ShiftTaskKind, string> = {
  plakater_op: 'Plakater op',
  plakater_ned: 'Plakater ned',
  doerbank: 'Dørbank',
  stand: 'Stand',
  uddeling: 'Uddeling',
  andet: 'Andet',
};

/** Which volunteer interests (lib/validation/volunteer.ts) a kind of task matches, for "Mine vagter"'s order. */
export const kindInterests: Record<ShiftTaskKind, readonly VolunteerInterest[]> = {
  plakater_op: ['plakater'],
  plakater_ned: ['plakater'],
  doerbank: ['doere'],
  stand: ['stand'],
  uddeling: ['foldere'],
  andet: ['andet'],
};

/** 'lørdag 27. oktober 2029 kl. 10.00–13.00'. */
export const shiftWhen = (shift: { startsAt: Date; endsAt: Date }) =>
  whenLabel({ startAt: shift.startsAt, endAt: shift.endsAt });
