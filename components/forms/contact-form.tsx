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
import { useJsonForm } from './use-json-form';

const initial = {
  name: '',
  email: '',
  category: '' as MessageCategory | '',
  message: '',
  consent: false,
  website: '',
};

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink shadow-sm aria-[invalid=true]:border-red-700 focus-visible:border-brand-600';

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
      <div>
        <label htmlFor={fieldId('name')} className="block text-sm font-medium text-ink">
          Navn
        </label>
        <input
          id={fieldId('name')}
          name="name"
          autoComplete="name"
          maxLength={contactLimits.name}
          value={values.name}
          onChange={(e) => setValue('name', e.target.value)}
          className={inputClass}
          {...describedBy(errorId('name'), errors.name)}
        />
        <FieldError id={errorId('name')} message={errors.name} />
      </div>
      <div>
        <label htmlFor={fieldId('email')} className="block text-sm font-medium text-ink">
          Email
        </label>
        <input
          id={fieldId('email')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={contactLimits.email}
          value={values.email}
          onChange={(e) => setValue('email', e.target.value)}
          className={inputClass}
          {...describedBy(errorId('email'), errors.email)}
        />
        <FieldError id={errorId('email')} message={errors.email} />
      </div>
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
      <div>
        <label htmlFor={fieldId('message')} className="block text-sm font-medium text-ink">
          Besked
        </label>
        <textarea
          id={fieldId('message')}
          name="message"
          rows={6}
          maxLength={contactLimits.message}
          value={values.message}
          onChange={(e) => setValue('message', e.target.value)}
          className={inputClass}
          {...describedBy(errorId('message'), errors.message, `${id}-counter`)}
        />
        <p id={`${id}-counter`} className="mt-1 text-right text-sm text-muted">
          {values.message.length}/{contactLimits.message} tegn
        </p>
        <FieldError id={errorId('message')} message={errors.message} />
      </div>
      <ConsentField
        id={fieldId('consent')}
        errorId={errorId('consent')}
        text={contactConsent.text}
        checked={values.consent}
        error={errors.consent}
        onChange={(checked) => setValue('consent', checked)}
      />
      <HoneypotField value={values.website} onChange={(v) => setValue('website', v)} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submitting}>
        {submitting ? 'Sender...' : 'Send besked'}
      </button>
    </form>
  );
}
