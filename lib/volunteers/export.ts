// The confirmed volunteers as a list to export: one column per interest and per time ("x" where chosen). The room's
// CSV/.xlsx and `npm run admin -- volunteers` write the same columns.
import type { Volunteer } from '../../db/schema';
import {
  interestLabels,
  timeLabels,
  VOLUNTEER_INTERESTS,
  VOLUNTEER_TIMES,
} from '../validation/volunteer';

const mark = (list: readonly string[], key: string) => (list.includes(key) ? 'x' : '');

export const volunteerExportHeader = [
  'id',
  'navn',
  'email',
  'telefon',
  ...VOLUNTEER_INTERESTS.map((k) => interestLabels[k]),
  ...VOLUNTEER_TIMES.map((k) => timeLabels[k]),
  'besked',
  'bekræftet',
];

export const volunteerExportRow = (v: Volunteer) => [
  v.id,
  v.name,
  v.email,
  v.phone,
  ...VOLUNTEER_INTERESTS.map((k) => mark(v.interests, k)),
  ...VOLUNTEER_TIMES.map((k) => mark(v.times, k)),
  v.message,
  v.confirmedAt,
];
