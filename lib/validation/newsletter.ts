// The newsletter signup, checked identically in the browser and in POST /api/newsletter (spec §5).
import './jitless';
import { z } from 'zod/mini';
import { emailField } from './contact';
import { honeypot, mustBeTrue } from './text';

/** A topic's key as content/site.json writes it; whether it is one of the site's topics the service decides. */
const TOPIC_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const newsletterSchema = z.strictObject({
  email: emailField,
  // None given (or an empty list) means every topic.
  topics: z.optional(
    z.custom<string[]>(
      (v) =>
        Array.isArray(v) &&
        v.length <= 20 &&
        v.every((k) => typeof k === 'string' && k.length <= 40 && TOPIC_KEY.test(k)) &&
        new Set(v).size === v.length,
      { error: 'Vælg blandt emnerne' },
    ),
  ),
  consent: mustBeTrue('Du skal give samtykke'),
  website: honeypot,
});

/** What the newsletter form says on success, on failure and for a confirmed address (spec §5). */
export const newsletterDone = ['Tilmeldt!', 'Du er nu tilmeldt vores nyhedsbrev.'] as const;
export const newsletterFailed = 'Der opstod en fejl ved tilmelding. Prøv venligst igen.';
export const newsletterConflict = [
  'Allerede tilmeldt',
  'Denne email er allerede tilmeldt nyhedsbrevet.',
] as const;
