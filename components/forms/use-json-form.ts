'use client';

import { useState, type FormEvent } from 'react';
import { safeParse, type ZodMiniType } from 'zod/mini';
import { postJson } from './post-json';
import { toastError, toastSuccess } from './toasts';

const VALIDATION_TITLE = 'Valideringsfejl';
const VALIDATION_FALLBACK = 'Udfyld venligst formularen korrekt';

type Options<V extends Record<string, unknown>> = {
  endpoint: string;
  schema: ZodMiniType;
  initial: V;
  /** Ids of the inputs, so the first invalid one gets focus. */
  fieldId: (field: string) => string;
  success: { title: string; message: string };
  failureMessage: string;
  /** Toast for a 409 answer (the newsletter's duplicate signup). */
  conflict?: { title: string; message: string };
};

/** One form's state: typed values survive every failure; only a success clears them. */
export function useJsonForm<V extends Record<string, unknown>>({
  endpoint,
  schema,
  initial,
  fieldId,
  success,
  failureMessage,
  conflict,
}: Options<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  const setValue = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const showFieldError = (field: string | undefined, message: string) => {
    if (field && field in initial) {
      setErrors({ [field]: message } as Partial<Record<keyof V, string>>);
      document.getElementById(fieldId(field))?.focus();
    }
    toastError(VALIDATION_TITLE, message);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const checked = safeParse(schema, values);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      showFieldError(issue?.path[0]?.toString(), issue?.message || VALIDATION_FALLBACK);
      return;
    }
    setSubmitting(true);
    const outcome = await postJson(endpoint, values);
    setSubmitting(false);
    if (outcome.ok) {
      setValues(initial);
      setErrors({});
      toastSuccess(success.title, success.message);
    } else if (outcome.status === 422) {
      showFieldError(outcome.field, outcome.message || VALIDATION_FALLBACK);
    } else if (outcome.status === 409 && conflict) {
      if (outcome.field && outcome.field in initial)
        setErrors({ [outcome.field]: conflict.message } as Partial<Record<keyof V, string>>);
      toastError(conflict.title, conflict.message);
    } else {
      toastError('Fejl', failureMessage);
    }
  }

  return { values, setValue, errors, submitting, handleSubmit };
}
