'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { safeParse, type ZodMiniType } from 'zod/mini';
import { postJson, type PostFailure } from './post-json';

const VALIDATION_FALLBACK = 'Udfyld venligst formularen korrekt';

/** How a form answers the visitor: with toasts (`toastAnswers`) or in the form itself (the event sign-up). */
export type Answers = {
  /** The schema's first issue, here or in the server's 422. */
  invalid: (message: string) => void;
  /** Any other refusal or failure; a message returned stands at the field the server named. */
  failed: (outcome: PostFailure) => { message: string; focus: boolean } | void;
  succeeded: (data: unknown) => void;
};

type Options<V extends Record<string, unknown>> = {
  endpoint: string;
  schema: ZodMiniType;
  initial: V;
  answers: Answers;
};

/**
 * One form's state and wiring: `field(name)` gives a field component its id, error id, name, value, error and
 * change handler. Typed values survive every failure; only a success clears them.
 */
export function useJsonForm<V extends Record<string, unknown>>({
  endpoint,
  schema,
  initial,
  answers,
}: Options<V>) {
  const id = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const fieldId = (name: string) => `${id}-${name}`;

  const field = <K extends keyof V & string>(name: K) => ({
    id: fieldId(name),
    errorId: fieldId(`${name}-error`),
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: V[K]) => {
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  const showAt = (name: string | undefined, message: string, focus = true) => {
    if (name && name in initial) {
      setErrors({ [name]: message } as Partial<Record<keyof V, string>>);
      if (focus) document.getElementById(fieldId(name))?.focus();
    }
  };

  const refuse = (name: string | undefined, message = '') => {
    showAt(name, (message ||= VALIDATION_FALLBACK));
    answers.invalid(message);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const checked = safeParse(schema, values);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return refuse(issue?.path[0]?.toString(), issue?.message);
    }
    setSubmitting(true);
    const outcome = await postJson(endpoint, values);
    setSubmitting(false);
    if (outcome.ok) {
      setValues(initial);
      setErrors({});
      answers.succeeded(outcome.data);
    } else if (outcome.status === 422) {
      refuse(outcome.field, outcome.message);
    } else {
      const shown = answers.failed(outcome);
      if (shown) showAt(outcome.field, shown.message, shown.focus);
    }
  }

  /**
   * Takes the values a visitor typed into the server HTML before this code arrived (a form that loads on first use):
   * React keeps what is in the fields as it hydrates, but its state would still be the initial values.
   */
  const adopt = (form: HTMLFormElement) => {
    const found: Partial<V> = {};
    for (const [name, start] of Object.entries(initial)) {
      // A group of boxes (a list): the values of those ticked, in the order the form shows them.
      if (Array.isArray(start)) {
        const ticked = Array.from(
          form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${name}"]`),
        )
          .filter((box) => box.checked)
          .map((box) => box.value);
        if (ticked.length) found[name as keyof V] = ticked as V[keyof V];
        continue;
      }
      // Otherwise one control per value: a text, a number, a box.
      if (!['string', 'number', 'boolean'].includes(typeof start)) continue;
      const control = form.elements.namedItem(name);
      if (!(
        control instanceof HTMLInputElement ||
        control instanceof HTMLSelectElement ||
        control instanceof HTMLTextAreaElement
      ))
        continue;
      if (control instanceof HTMLInputElement && control.type === 'hidden') continue;
      const typed =
        typeof start === 'boolean' && control instanceof HTMLInputElement
          ? control.checked
          : typeof start === 'number'
            ? Number(control.value)
            : control.value;
      if (typed !== start) found[name as keyof V] = typed as V[keyof V];
    }
    if (Object.keys(found).length) setValues((v) => ({ ...v, ...found }));
  };

  return { titleId: fieldId('title'), field, submitting, handleSubmit, adopt };
}

/** What the form's frame needs of the hook's answer. */
type FormState = {
  titleId: string;
  submitting: boolean;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  field: (name: 'website') => { value: string; onChange: (value: string) => void };
  adopt: (form: HTMLFormElement) => void;
};

/**
 * The frame of every form: its heading, its fields, the honeypot (a field people never see or reach; bots that fill
 * every input give themselves away, and the API stores nothing then), and the submit button, disabled while sending.
 */
export function JsonForm({
  form,
  title,
  compact = false,
  submitLabel,
  sendingLabel,
  action,
  children,
}: {
  form: FormState;
  /**
   * Where the browser posts the form by itself, before the code has loaded or without JavaScript (the route answers
   * such a post with a page). Without it the form works only once hydrated.
   */
  action?: string;
  title: string;
  /** Tighter spacing, for the smaller forms beside other content. */
  compact?: boolean;
  submitLabel: string;
  sendingLabel: string;
  children: ReactNode;
}) {
  const honeypot = form.field('website');
  const ref = useRef<HTMLFormElement>(null);
  const { adopt } = form;
  useEffect(() => {
    if (ref.current) adopt(ref.current);
    // Once, as the form hydrates: afterwards its state is the source of what the fields show.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form
      ref={ref}
      method={action ? 'post' : undefined}
      action={action}
      onSubmit={form.handleSubmit}
      noValidate
      aria-labelledby={form.titleId}
      className={compact ? 'relative space-y-4' : 'relative space-y-5'}
    >
      <h2 id={form.titleId} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {children}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Lad dette felt være tomt
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot.value}
            onChange={(e) => honeypot.onChange(e.target.value)}
          />
        </label>
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={form.submitting}>
        {form.submitting ? sendingLabel : submitLabel}
      </button>
    </form>
  );
}
