'use client';

import { useId } from 'react';
import { newsletterConsent } from '@/lib/validation/consent';
import { contactLimits } from '@/lib/validation/contact';
import { newsletterSchema } from '@/lib/validation/newsletter';
import { ConsentField } from './consent-field';
import { HoneypotField } from './honeypot-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useJsonForm } from './use-json-form';

const initial = { email: '', consent: false, website: '' };

/** The newsletter signup of /kontakt (spec §4, §5, §8). */
export function NewsletterForm() {
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const errorId = (field: string) => `${id}-${field}-error`;
  const { values, setValue, errors, submitting, handleSubmit } = useJsonForm({
    endpoint: '/api/newsletter',
    schema: newsletterSchema,
    initial,
    fieldId,
    success: { title: 'Tilmeldt!', message: 'Du er nu tilmeldt vores nyhedsbrev.' },
    failureMessage: 'Der opstod en fejl ved tilmelding. Prøv venligst igen.',
    conflict: {
      title: 'Allerede tilmeldt',
      message: 'Denne email er allerede tilmeldt nyhedsbrevet.',
    },
  });

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="relative space-y-4"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-ink">
        Tilmeld nyhedsbrev
      </h2>
      <p className="text-sm text-slate-700">
        Få nyt om vores politik og arrangementer direkte i din indbakke.
      </p>
      <TextField
        id={fieldId('email')}
        errorId={errorId('email')}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={contactLimits.email}
        value={values.email}
        error={errors.email}
        onChange={(v) => setValue('email', v)}
      />
      <ConsentField
        id={fieldId('consent')}
        errorId={errorId('consent')}
        text={newsletterConsent.text}
        checked={values.consent}
        error={errors.consent}
        onChange={(checked) => setValue('consent', checked)}
      />
      <HoneypotField value={values.website} onChange={(v) => setValue('website', v)} />
      <SubmitButton submitting={submitting} label="Tilmeld" sendingLabel="Tilmelder..." />
    </form>
  );
}
