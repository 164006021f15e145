'use client';

import { newsletterConsent } from '@/lib/validation/consent';
import { contactLimits } from '@/lib/validation/contact';
import { newsletterSchema } from '@/lib/validation/newsletter';
import { JsonForm, useJsonForm } from './json-form';
import { ConsentField, EmailField } from './fields';
import { toastAnswers } from './toasts';

const initial = { email: '', consent: false, website: '' };

const answers = toastAnswers(
  ['Tilmeldt!', 'Du er nu tilmeldt vores nyhedsbrev.'],
  'Der opstod en fejl ved tilmelding. Prøv venligst igen.',
  ['Allerede tilmeldt', 'Denne email er allerede tilmeldt nyhedsbrevet.'],
);

/** The newsletter signup of /kontakt (spec §4, §5, §8). */
export function NewsletterForm() {
  const form = useJsonForm({
    endpoint: '/api/newsletter',
    schema: newsletterSchema,
    initial,
    answers,
  });
  return (
    <JsonForm
      form={form}
      title="Tilmeld nyhedsbrev"
      compact
      submitLabel="Tilmeld"
      sendingLabel="Tilmelder..."
    >
      <p className="text-sm text-slate-700">
        Få nyt om vores politik og arrangementer direkte i din indbakke.
      </p>
      <EmailField {...form.field('email')} maxLength={contactLimits.email} />
      <ConsentField {...form.field('consent')} text={newsletterConsent.text} />
    </JsonForm>
  );
}
