// The newsletter signup, checked identically in the browser and in POST /api/newsletter (spec §5).
import './jitless';
import { z } from 'zod/mini';
import { emailField } from './contact';
import { honeypot, mustBeTrue } from './text';

export const newsletterSchema = z.strictObject({
  email: emailField,
  consent: mustBeTrue('Du skal give samtykke'),
  website: honeypot,
});
