'use client';

import { contactConsent } from '@/lib/validation/consent';
import {
  categoryLabels,
  contactDone,
  contactFailed,
  contactLimits,
  contactSchema,
  MESSAGE_CATEGORIES,
  type MessageCategory,
} from '@/lib/validation/contact';
import { JsonForm, useJsonForm } from './json-form';
import { SelectField } from './select-field';
import { ConsentField, EmailField, TextField } from './fields';
import { toastAnswers } from './toasts';

const initial = {
  name: '',
  email: '',
  category: '' as MessageCategory | '',
  message: '',
  consent: false,
  website: '',
};

const answers = toastAnswers(contactDone, contactFailed);

/** The message form of /kontakt (spec §4, §5, §8). */
export function ContactForm() {
  const form = useJsonForm({ endpoint: '/api/contact', schema: contactSchema, initial, answers });
  return (
    <JsonForm
      form={form}
      title="Send os en besked"
      action="/api/contact"
      submitLabel="Send besked"
      sendingLabel="Sender..."
    >
      <TextField
        {...form.field('name')}
        label="Navn"
        autoComplete="name"
        maxLength={contactLimits.name}
      />
      <EmailField {...form.field('email')} maxLength={contactLimits.email} />
      <SelectField {...form.field('category')} label="Kategori">
        <option value="">Vælg kategori</option>
        {MESSAGE_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {categoryLabels[c]}
          </option>
        ))}
      </SelectField>
      <TextField
        {...form.field('message')}
        label="Besked"
        rows={6}
        maxLength={contactLimits.message}
      />
      <ConsentField {...form.field('consent')} text={contactConsent.text} />
    </JsonForm>
  );
}
