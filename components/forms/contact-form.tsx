'use client';

import { useId } from 'react';
import { contactConsent } from '@/lib/validation/consent';
import {
  categoryLabels,
  contactLimits,
  contactSchema,
  MESSAGE_CATEGORIES,
  type MessageCategory,
} from '@/lib/validation/contact';
import { ConsentField } from './consent-field';
import { describedBy, FieldError } from './field-error';
import { HoneypotField } from './honeypot-field';
import { SubmitButton } from './submit-button';
import { inputClass, TextAreaField, TextField } from './text-field';
import { useJsonForm } from './use-json-form';

const initial = {
  name: '',
  email: '',
  category: '' as MessageCategory | '',
  message: '',
  consent: false,
  website: '',
};

/** The message form of /kontakt (spec §4, §5, §8). */
export function ContactForm() {
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const errorId = (field: string) => `${id}-${field}-error`;
  const { values, setValue, errors, submitting, handleSubmit } = useJsonForm({
    endpoint: '/api/contact',
    schema: contactSchema,
    initial,
    fieldId,
    success: {
      title: 'Besked sendt!',
      message: 'Tak for din henvendelse. Vi vender tilbage hurtigst muligt.',
    },
    failureMessage: 'Der opstod en fejl ved afsendelse. Prøv venligst igen.',
  });

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="relative space-y-5"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-ink">
        Send os en besked
      </h2>
      <TextField
        id={fieldId('name')}
        errorId={errorId('name')}
        label="Navn"
        name="name"
        autoComplete="name"
        maxLength={contactLimits.name}
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
        maxLength={contactLimits.email}
        value={values.email}
        error={errors.email}
        onChange={(v) => setValue('email', v)}
      />
      <div>
        <label htmlFor={fieldId('category')} className="block text-sm font-medium text-ink">
          Kategori
        </label>
        <select
          id={fieldId('category')}
          name="category"
          value={values.category}
          onChange={(e) => setValue('category', e.target.value as MessageCategory | '')}
          className={inputClass}
          {...describedBy(errorId('category'), errors.category)}
        >
          <option value="">Vælg kategori</option>
          {MESSAGE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {categoryLabels[c]}
            </option>
          ))}
        </select>
        <FieldError id={errorId('category')} message={errors.category} />
      </div>
      <TextAreaField
        id={fieldId('message')}
        errorId={errorId('message')}
        label="Besked"
        name="message"
        maxLength={contactLimits.message}
        value={values.message}
        error={errors.message}
        onChange={(v) => setValue('message', v)}
      />
      <ConsentField
        id={fieldId('consent')}
        errorId={errorId('consent')}
        text={contactConsent.text}
        checked={values.consent}
        error={errors.consent}
        onChange={(checked) => setValue('consent', checked)}
      />
      <HoneypotField value={values.website} onChange={(v) => setValue('website', v)} />
      <SubmitButton submitting={submitting} label="Send besked" sendingLabel="Sender..." />
    </form>
  );
}
