'use client';
// "Jeg kommer": name, email, number of people, consent. Closed once the event has started (by the visitor's clock).
import { useEffect, useState } from 'react';
import { JsonForm, useJsonForm } from '@/components/forms/json-form';
import { SelectField } from '@/components/forms/select-field';
import { ConsentField, EmailField, TextField } from '@/components/forms/fields';
import {
  eventSignupConsent,
  eventSignupDone,
  eventSignupSchema,
  MAX_PEOPLE,
} from '@/lib/validation/event-signup';
import { useNow } from './use-now';

const ENDPOINT = '/api/moed-os/tilmelding';

export function SignupForm({ event, start }: { event: string; start: number }) {
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Answered in the form itself, not with toasts: the answer stays where the visitor is looking.
  const form = useJsonForm({
    endpoint: ENDPOINT,
    schema: eventSignupSchema,
    // The event's slug is sent and validated with the fields.
    initial: { event, name: '', email: '', people: 1, consent: false, website: '' },
    answers: {
      invalid: setFailure,
      failed: (outcome) => {
        const message = outcome.message ?? 'Tilmeldingen mislykkedes. Prøv igen.';
        setFailure(message);
        return { message, focus: true };
      },
      // Issue 45: double opt-in. The answer is the same for every address; the place comes with the owner's link.
      succeeded: () => setDone(eventSignupDone),
    },
  });
  // Open in the static HTML (the build is before the event); closed by the visitor's clock once it has started.
  const closed = useNow(0) >= start;
  // "Fuldt booket" comes from the server once the form's code has loaded; until then the form offers a place.
  const [full, setFull] = useState(false);
  useEffect(() => {
    let live = true;
    fetch(`/api/moed-os/tilmelding?event=${encodeURIComponent(event)}`)
      .then((r) => (r.ok ? r.json() : null))
      .then((data: { full?: boolean } | null) => live && data?.full === true && setFull(true))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [event]);

  if (closed) return <p className="text-slate-700">Tilmeldingen er lukket.</p>;
  if (done)
    return (
      <p
        role="status"
        tabIndex={-1}
        ref={(el) => el?.focus()}
        className="rounded-md bg-brand-50 p-4 font-medium text-ink"
      >
        {done}
      </p>
    );

  return (
    <JsonForm
      form={form}
      title="Jeg kommer"
      compact
      submitLabel={full ? 'Skriv mig på ventelisten' : 'Tilmeld mig'}
      sendingLabel="Tilmelder..."
      action={ENDPOINT}
    >
      {/* For the browser's own post (before the code loads); the code sends the slug from its state. */}
      <input type="hidden" name="event" value={event} />
      {full ? (
        <p className="rounded-md bg-amber-50 p-3 font-semibold text-ink" data-full>
          Fuldt booket. Skriv dig på ventelisten, så rykker du op, hvis der bliver en plads.
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          Tilmeld dig, og bekræft tilmeldingen fra den mail, vi sender dig: så holder vi en plads
          til dig. Er der fuldt booket, når du bekræfter, kommer du på ventelisten.
        </p>
      )}
      <TextField {...form.field('name')} label="Navn" autoComplete="name" maxLength={100} />
      <EmailField {...form.field('email')} maxLength={255} />
      <SelectField {...form.field('people')} label="Antal personer">
        {Array.from({ length: MAX_PEOPLE }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </SelectField>
      <ConsentField {...form.field('consent')} text={eventSignupConsent.text} />
      {/* Hidden while a new attempt is sent, as each answer replaces the last. */}
      {failure && !form.submitting && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {failure}
        </p>
      )}
    </JsonForm>
  );
}
