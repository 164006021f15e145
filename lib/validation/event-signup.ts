// "Jeg kommer": the sign-up for an event with places, checked identically in the browser and in POST /api/moed-os/tilmelding.
import './jitless';
import { z } from 'zod/mini';
import { emailField, nameField } from './contact';
import { honeypot, mustBeTrue } from './text';

export const MAX_PEOPLE = 5;

export const eventSignupSchema = z.strictObject({
  event: z
    .string({ error: 'Vælg et arrangement' })
    .check(
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Arrangementet findes ikke'),
      z.maxLength(100, 'Arrangementet findes ikke'),
    ),
  name: nameField,
  email: emailField,
  people: z
    .int({ error: `Antal personer skal være et helt tal fra 1 til ${MAX_PEOPLE}` })
    .check(
      z.minimum(1, `Antal personer skal være mindst 1`),
      z.maximum(MAX_PEOPLE, `I kan højst være ${MAX_PEOPLE} personer pr. tilmelding`),
    ),
  consent: mustBeTrue('Du skal give samtykke'),
  website: honeypot,
});

/** The cancel link's page posts the token here; its shape is checked before any lookup. */
export const eventCancelSchema = z.strictObject({
  token: z
    .string({ error: 'Afmeldingslinket er ugyldigt' })
    .check(z.maxLength(200, 'Afmeldingslinket er ugyldigt')),
});

/** The answer to every accepted sign-up, known address or not (issue 45: double opt-in): in the form, and on the page a
 * browser's own form post gets. */
export const eventSignupDone =
  'Tak! Vi har sendt dig en mail. Din tilmelding gælder først, når du har bekræftet den med linket i mailen – indtil da holder vi ingen plads til dig.';

/**
 * The fields of a browser's own form post, shaped as the schema takes them: text as it came, the number of people as a
 * number when it is one (anything else stays text, so the schema names it), a ticked box as true. Only the schema's
 * own keys are read.
 */
export function eventSignupFromForm(form: URLSearchParams) {
  const people = form.get('people') ?? '';
  return {
    event: form.get('event') ?? undefined,
    name: form.get('name') ?? '',
    email: form.get('email') ?? '',
    people: /^[0-9]{1,3}$/.test(people) ? Number(people) : people,
    consent: form.get('consent') === 'on',
    website: form.get('website') ?? '',
  };
}

// Its own consent text lives beside the form's schema, so the other forms' pages do not carry it (lib/validation/consent.ts).
export const eventSignupConsent = {
  version: 'moed-os-2029-01',
  text: 'Jeg accepterer, at mit navn og min email gemmes til tilmeldingen, så I kan sende bekræftelse, påmindelse og besked om ændringer. Oplysningerne slettes 30 dage efter arrangementet.',
} as const;
