'use client';

import { volunteerConsent, volunteerDone, volunteerFailed } from '@/lib/validation/volunteer';
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
import { JsonForm, useJsonForm } from './json-form';
import { ConsentField, EmailField, TextField } from './fields';
import { toastAnswers } from './toasts';

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

const answers = toastAnswers(volunteerDone, volunteerFailed);

/** The sign-up of /bliv-frivillig (issue 26): stored unconfirmed until the link in the confirmation mail is used. */
export function VolunteerForm() {
  const form = useJsonForm({
    endpoint: '/api/volunteers',
    schema: volunteerSchema,
    initial,
    answers,
  });
  return (
    <JsonForm
      form={form}
      title="Meld dig som frivillig"
      action="/api/volunteers"
      submitLabel="Meld mig som frivillig"
      sendingLabel="Sender..."
    >
      <TextField
        {...form.field('name')}
        label="Navn"
        autoComplete="name"
        maxLength={volunteerLimits.name}
      />
      <EmailField {...form.field('email')} maxLength={volunteerLimits.email} />
      <TextField
        {...form.field('phone')}
        label="Telefon (valgfrit)"
        hint="Et dansk nummer, fx 20 12 34 56 eller +45 20 12 34 56."
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={volunteerLimits.phone}
      />
      <CheckboxGroup
        {...form.field('interests')}
        legend="Hvad vil du gerne hjælpe med?"
        options={VOLUNTEER_INTERESTS}
        labels={interestLabels}
      />
      <CheckboxGroup
        {...form.field('times')}
        legend="Hvornår kan du? (valgfrit)"
        options={VOLUNTEER_TIMES}
        labels={timeLabels}
      />
      <TextField
        {...form.field('message')}
        label="Kort besked (valgfrit)"
        rows={4}
        maxLength={volunteerLimits.message}
      />
      <ConsentField {...form.field('consent')} text={volunteerConsent.text} />
    </JsonForm>
  );
}
