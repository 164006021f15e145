// The volunteer sign-up of /bliv-frivillig, checked identically in the browser and in POST /api/volunteers (issue 26).
// The phone number is only checked for its characters here; lib/validation/volunteer-phone.ts (server only) checks
// that it is a Danish number and normalises it, so libphonenumber's metadata never reaches the browser.
import './jitless';
import { z } from 'zod/mini';
import { emailField, nameField } from './contact';
import { honeypot, mustBeTrue, text } from './text';

export const VOLUNTEER_INTERESTS = [
  'foldere',
  'stand',
  'doere',
  'plakater',
  'sociale-medier',
  'koersel',
  'andet',
] as const;
export type VolunteerInterest = (typeof VOLUNTEER_INTERESTS)[number];

export const interestLabels: Record<VolunteerInterest, string> = {
  foldere: 'Dele foldere ud',
  stand: 'Stå ved standen',
  doere: 'Banke på døre',
  plakater: 'Hænge plakater op',
  'sociale-medier': 'Sociale medier',
  koersel: 'Køre vælgere på valgdagen',
  andet: 'Andet',
};

export const VOLUNTEER_TIMES = ['hverdage', 'aftener', 'weekender'] as const;
export type VolunteerTime = (typeof VOLUNTEER_TIMES)[number];

export const timeLabels: Record<VolunteerTime, string> = {
  hverdage: 'Hverdage',
  aftener: 'Aftener',
  weekender: 'Weekender',
};

export const volunteerLimits = { name: 100, email: 255, phone: 30, message: 500 } as const;

export const phoneMessage = 'Skriv et dansk telefonnummer med 8 cifre, evt. med +45 foran';

/** A list of known keys, each at most once; one message for the whole list, so the error names the field itself. */
const keyList = <K extends string>(keys: readonly K[], message: string, required: boolean) =>
  z.custom<K[]>(
    (v) =>
      Array.isArray(v) &&
      v.every((k) => keys.includes(k)) &&
      new Set(v).size === v.length &&
      (!required || v.length > 0),
    { error: message },
  );

export const volunteerSchema = z.strictObject({
  name: nameField,
  email: emailField,
  // Empty means no phone; digits, spaces, +, -, ( ) and dots only, the server then asks libphonenumber.
  phone: z.optional(
    text({
      max: volunteerLimits.phone,
      messages: {
        required: phoneMessage,
        type: phoneMessage,
        chars: phoneMessage,
        max: phoneMessage,
      },
    }).check(z.regex(/^$|^[+\d][\d ().-]*$/, phoneMessage)),
  ),
  interests: keyList(VOLUNTEER_INTERESTS, 'Vælg mindst én ting, du gerne vil hjælpe med', true),
  times: z.optional(keyList(VOLUNTEER_TIMES, 'Vælg hverdage, aftener og/eller weekender', false)),
  message: z.optional(
    text({
      max: volunteerLimits.message,
      multiline: true,
      messages: {
        required: 'Besked skal være tekst',
        type: 'Besked skal være tekst',
        chars: 'Besked indeholder ugyldige tegn',
        max: 'Besked må højst være 500 tegn',
      },
    }),
  ),
  consent: mustBeTrue('Du skal give samtykke'),
  website: honeypot,
});

// Its own consent text lives beside the form's schema, so the other forms' pages do not carry it (lib/validation/consent.ts).
export const volunteerConsent = {
  version: 'frivillig-2026-01',
  text: 'Jeg giver samtykke til, at kampagnen gemmer mine oplysninger og kontakter mig om frivilligt arbejde. Oplysningerne slettes senest 60 dage efter valget – og med det samme, hvis jeg beder om det.',
} as const;

/** What the volunteer form says when it is sent (double opt-in: it counts once confirmed) and when sending failed. */
export const volunteerDone = [
  'Tjek din mail',
  'Vi har sendt dig en mail med et link. Din tilmelding gælder først, når du har trykket på det.',
] as const;
export const volunteerFailed = 'Der opstod en fejl ved tilmelding. Prøv venligst igen.';
