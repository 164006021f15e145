'use client';

import { useId } from 'react';
import { volunteerConsent } from '@/lib/validation/volunteer';
import {
  interestLabels,
  timeLabels,
  VOLUNTEER_INTERESTS,
  VOLUNTEER_TIMES,
  volunteerLimits,
  volunteerSchema,
  type VolunteerInterest,
  type VolunteerTime,
} from '@/lib/validation/volunteer';
import { CheckboxGroup } from './checkbox-group';
import { ConsentField } from './consent-field';
import { HoneypotField } from './honeypot-field';
import { SubmitButton } from './submit-button';
import { TextAreaField, TextField } from './text-field';
import { useJsonForm } from './use-json-form';

const initial = {
  name: '',
  email: '',
  phone: '',
  interests: [] as VolunteerInterest[],
  times: [] as VolunteerTime[],
  message: '',
  consent: false,
  website: '',
};

/** The sign-up of /bliv-frivillig (issue 26): stored unconfirmed until the link in the confirmation mail is used. */
export function VolunteerForm() {
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const errorId = (field: string) => `${id}-${field}-error`;
  const { values, setValue, errors, submitting, handleSubmit } = useJsonForm({
    endpoint: '/api/volunteers',
    schema: volunteerSchema,
    initial,
    fieldId,
    success: {
      title: 'Tjek din mail',
      message:
        'Vi har sendt dig en mail med et link. Din tilmelding gælder først, når du har trykket på det.',
    },
    failureMessage: 'Der opstod en fejl ved tilmelding. Prøv venligst igen.',
  });

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="relative space-y-5"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-ink">
        Meld dig som frivillig
      </h2>
      <TextField
        id={fieldId('name')}
        errorId={errorId('name')}
        label="Navn"
        name="name"
        autoComplete="name"
        maxLength={volunteerLimits.name}
        value={values.name}
        error={errors.name}
        onChange={(v) => setValue('name', v)}
      />
      <TextField
        id={fieldId('email')}
        errorId={errorId('email')}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={volunteerLimits.email}
        value={values.email}
        error={errors.email}
        onChange={(v) => setValue('email', v)}
      />
      <TextField
        id={fieldId('phone')}
        errorId={errorId('phone')}
        label="Telefon (valgfrit)"
        hint="Et dansk nummer, fx 20 12 34 56 eller +45 20 12 34 56."
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={volunteerLimits.phone}
        value={values.phone}
        error={errors.phone}
        onChange={(v) => setValue('phone', v)}
      />
      <CheckboxGroup
        id={fieldId('interests')}
        errorId={errorId('interests')}
        legend="Hvad vil du gerne hjælpe med?"
        name="interests"
        options={VOLUNTEER_INTERESTS}
        labels={interestLabels}
        value={values.interests}
        error={errors.interests}
        onChange={(v) => setValue('interests', v)}
      />
      <CheckboxGroup
        id={fieldId('times')}
        errorId={errorId('times')}
        legend="Hvornår kan du? (valgfrit)"
        name="times"
        options={VOLUNTEER_TIMES}
        labels={timeLabels}
        value={values.times}
        error={errors.times}
        onChange={(v) => setValue('times', v)}
      />
      <TextAreaField
        id={fieldId('message')}
        errorId={errorId('message')}
        label="Kort besked (valgfrit)"
        name="message"
        rows={4}
        maxLength={volunteerLimits.message}
        value={values.message}
        error={errors.message}
        onChange={(v) => setValue('message', v)}
      />
      <ConsentField
        id={fieldId('consent')}
        errorId={errorId('consent')}
        text={volunteerConsent.text}
        checked={values.consent}
        error={errors.consent}
        onChange={(checked) => setValue('consent', checked)}
      />
      <HoneypotField value={values.website} onChange={(v) => setValue('website', v)} />
      <SubmitButton
        submitting={submitting}
        label="Meld mig som frivillig"
        sendingLabel="Sender..."
      />
    </form>
  );
}
