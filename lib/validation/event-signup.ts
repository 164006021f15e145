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

// Its own consent text lives beside the form's schema, so the other forms' pages do not carry it (lib/validation/consent.ts).
export const eventSignupConsent = {
  version: 'moed-os-2029-01',
  text: 'Jeg accepterer, at mit navn og min email gemmes til tilmeldingen, så I kan sende bekræftelse, påmindelse og besked om ændringer. Oplysningerne slettes 30 dage efter arrangementet.',
} as const;
