// The contact form, checked identically in the browser and in POST /api/contact (spec §5).
import './jitless';
import { z } from 'zod/mini';
import { MESSAGE_CATEGORIES, type MessageCategory } from '../../db/constants';
import { honeypot, mustBeTrue, text } from './text';

// The categories are the messages table's constraint (db/constants.ts); the form offers exactly those.
export { MESSAGE_CATEGORIES, type MessageCategory };

export const categoryLabels: Record<MessageCategory, string> = {
  ros: 'Ros',
  idé: 'Idé',
  klage: 'Klage',
  andet: 'Andet',
};

export const contactLimits = { name: 100, email: 255, message: 2000 } as const;

// The address as typed (trimmed, at most 1,000 characters read), then its format, then the column's 255.
export const emailField = z.pipe(
  text({
    max: 1000,
    messages: {
      required: 'Ugyldig email adresse',
      type: 'Ugyldig email adresse',
      chars: 'Ugyldig email adresse',
      max: 'Email må højst være 255 tegn',
    },
  }),
  z
    .email('Ugyldig email adresse')
    .check(z.maxLength(contactLimits.email, 'Email må højst være 255 tegn')),
);

/** A person's name, 2 to 100 characters: the same rule and messages on every form that asks for one. */
export const nameField = text({
  min: 2,
  max: contactLimits.name,
  messages: {
    required: 'Navn skal være mindst 2 tegn',
    type: 'Navn skal være tekst',
    chars: 'Navn indeholder ugyldige tegn',
    max: 'Navn må højst være 100 tegn',
  },
});

export const contactSchema = z.strictObject({
  name: nameField,
  email: emailField,
  category: z.enum(MESSAGE_CATEGORIES, { error: 'Vælg venligst en kategori' }),
  message: text({
    min: 10,
    max: contactLimits.message,
    multiline: true,
    messages: {
      required: 'Besked skal være mindst 10 tegn',
      type: 'Besked skal være tekst',
      chars: 'Besked indeholder ugyldige tegn',
      max: 'Besked må højst være 2000 tegn',
    },
  }),
  consent: mustBeTrue('Du skal acceptere vilkårene'),
  website: honeypot,
});

/** What the contact form says when it is sent, and when sending failed (spec §5): in the toast, and on the page a browser's own post gets. */
export const contactDone = [
  'Besked sendt!',
  'Tak for din henvendelse. Vi vender tilbage hurtigst muligt.',
] as const;
export const contactFailed = 'Der opstod en fejl ved afsendelse. Prøv venligst igen.';
