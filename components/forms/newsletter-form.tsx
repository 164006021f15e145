'use client';

import { newsletterConsent } from '@/lib/validation/consent';
import { contactLimits } from '@/lib/validation/contact';
import {
  newsletterConflict,
  newsletterDone,
  newsletterFailed,
  newsletterSchema,
} from '@/lib/validation/newsletter';
import { JsonForm, useJsonForm } from './json-form';
import { CheckboxGroup } from './checkbox-group';
import { ConsentField, EmailField } from './fields';
import { toastAnswers } from './toasts';

const initial = { email: '', topics: [] as string[], consent: false, website: '' };

const answers = toastAnswers(newsletterDone, newsletterFailed, newsletterConflict);

type Topic = { key: string; label: string };

/** The newsletter signup of /kontakt (spec §4, §5, §8); topics from content/site.json, none ticked = all. */
export function NewsletterForm({ topics }: { topics: readonly Topic[] }) {
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
      action="/api/newsletter"
      compact
      submitLabel="Tilmeld"
      sendingLabel="Tilmelder..."
    >
      <p className="text-sm text-slate-700">
        Få nyt om vores politik og arrangementer direkte i din indbakke.
      </p>
      <EmailField {...form.field('email')} maxLength={contactLimits.email} />
      <CheckboxGroup
        {...form.field('topics')}
        legend="Hvad vil du høre om? (ingen valgt = alle)"
        options={topics.map((t) => t.key)}
        labels={Object.fromEntries(topics.map((t) => [t.key, t.label]))}
      />
      <ConsentField {...form.field('consent')} text={newsletterConsent.text} />
    </JsonForm>
  );
}
