// Danish phone numbers for the volunteer sign-up, checked with libphonenumber's metadata on the server only:
// the smallest build ("min") still weighs tens of KB, too much for the form's own JavaScript.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** "+4512345678" for a valid Danish number (with or without +45/0045), else null. */
export function normalizeDanishPhone(value: string): string | null {
  const digits = value.replace(/[\s().-]/g, '').replace(/^00/, '+');
  const parsed = parsePhoneNumberFromString(digits, 'DK');
  if (!parsed || parsed.country !== 'DK' || !parsed.isValid()) return null;
  return parsed.number;
}

/** A stored number as people read it aloud ("+45 20 30 40 50"); anything it cannot parse is shown as stored. */
export function displayPhone(stored: string): string {
  return parsePhoneNumberFromString(stored, 'DK')?.formatInternational() ?? stored;
}
