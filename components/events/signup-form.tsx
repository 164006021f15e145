'use client';
// "Jeg kommer": name, email, number of people, consent. Closed once the event has started (by the visitor's clock).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { safeParse } from 'zod/mini';
import { ConsentField } from '@/components/forms/consent-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { postJson } from '@/components/forms/post-json';
import { SubmitButton } from '@/components/forms/submit-button';
import { inputClass, TextField } from '@/components/forms/text-field';
import { FieldError, describedBy } from '@/components/forms/field-error';
import { eventSignupConsent } from '@/lib/validation/event-signup';
import { eventSignupSchema, MAX_PEOPLE } from '@/lib/validation/event-signup';
import { useNow } from './use-now';

type Values = { name: string; email: string; people: number; consent: boolean; website: string };
const initial: Values = { name: '', email: '', people: 1, consent: false, website: '' };

export function SignupForm({ event, start }: { event: string; start: number }) {
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const errorId = (field: string) => `${id}-${field}-error`;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
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

  const setValue = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const fail = (field: string | undefined, message: string) => {
    if (field && field in initial) {
      setErrors({ [field]: message });
      document.getElementById(fieldId(field))?.focus();
    }
    setFailure(message);
  };

  async function handleSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (submitting) return;
    setFailure(null);
    const body = { event, ...values };
    const checked = safeParse(eventSignupSchema, body);
    if (!checked.success)
      return fail(
        checked.error.issues[0]?.path[0]?.toString(),
        checked.error.issues[0]?.message ?? 'Udfyld formularen',
      );
    setSubmitting(true);
    const outcome = await postJson('/api/moed-os/tilmelding', body);
    setSubmitting(false);
    if (outcome.ok) {
      const status = (outcome.data as { status?: string } | null)?.status;
      setDone(
        status === 'waiting'
          ? 'Arrangementet er fuldt booket, så du står nu på ventelisten. Vi skriver til dig, hvis der bliver plads.'
          : 'Tak, du er tilmeldt! Vi har sendt en bekræftelse med en kalenderfil til din email.',
      );
      setValues(initial);
    } else fail(outcome.field, outcome.message ?? 'Tilmeldingen mislykkedes. Prøv igen.');
  }

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
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="relative space-y-4"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-ink">
        Jeg kommer
      </h2>
      {full ? (
        <p className="rounded-md bg-amber-50 p-3 font-semibold text-ink" data-full>
          Fuldt booket. Skriv dig på ventelisten, så rykker du op, hvis der bliver en plads.
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          Tilmeld dig, så holder vi en plads til dig. Er der fuldt booket, kommer du på ventelisten.
        </p>
      )}
      <TextField
        id={fieldId('name')}
        errorId={errorId('name')}
        label="Navn"
        name="name"
        autoComplete="name"
        maxLength={100}
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
        maxLength={255}
        value={values.email}
        error={errors.email}
        onChange={(v) => setValue('email', v)}
      />
      <div>
        <label htmlFor={fieldId('people')} className="block text-sm font-medium text-ink">
          Antal personer
        </label>
        <select
          id={fieldId('people')}
          name="people"
          value={values.people}
          {...describedBy(errorId('people'), errors.people)}
          onChange={(e) => setValue('people', Number(e.target.value))}
          className={inputClass}
        >
          {Array.from({ length: MAX_PEOPLE }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <FieldError id={errorId('people')} message={errors.people} />
      </div>
      <ConsentField
        id={fieldId('consent')}
        errorId={errorId('consent')}
        text={eventSignupConsent.text}
        checked={values.consent}
        error={errors.consent}
        onChange={(c) => setValue('consent', c)}
      />
      <HoneypotField value={values.website} onChange={(v) => setValue('website', v)} />
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {failure}
        </p>
      )}
      <SubmitButton
        submitting={submitting}
        label={full ? 'Skriv mig på ventelisten' : 'Tilmeld mig'}
        sendingLabel="Tilmelder..."
      />
    </form>
  );
}
