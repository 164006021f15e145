import Link from '@/components/ui/link';
import { createElement, type ChangeEvent, type InputHTMLAttributes } from 'react';

// The field components every form is built from; a form's useJsonForm field(name) gives each its wiring.

/** The message under a field; the field points here with aria-describedby and carries aria-invalid. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** aria attributes for a field with an optional error and optional extra descriptions (e.g. a counter). */
export function describedBy(errorId: string, error: string | undefined, ...others: string[]) {
  const ids = [...(error ? [errorId] : []), ...others].join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
  } as const;
}

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink shadow-sm aria-[invalid=true]:border-red-700 focus-visible:border-brand-600';

type Common = {
  id: string;
  errorId: string;
  label: string;
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** A hint under the label (format, limits), read out with the field. */
  hint?: string;
};

/** A field's label, and its hint (`<id>-hint`) when it has one. */
export function Label({ id, label, hint }: { id: string; label: string; hint?: string }) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
    </>
  );
}

type TextFieldProps = Common & {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  /** A textarea of this many rows, with a live character counter, instead of a one-line input. */
  rows?: number;
};

/** A labelled input (or textarea) with its error message; every form on the site builds its fields from this. */
export function TextField({
  id,
  errorId,
  label,
  name,
  value,
  error,
  onChange,
  maxLength,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  rows,
}: TextFieldProps) {
  const counterId = rows ? `${id}-counter` : '';
  return (
    <div>
      <Label id={id} label={label} hint={hint} />
      {createElement(rows ? 'textarea' : 'input', {
        id,
        name,
        type: rows ? undefined : type,
        autoComplete,
        inputMode,
        rows,
        maxLength,
        value,
        onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
          onChange(e.target.value),
        className: inputClass,
        ...describedBy(
          errorId,
          error,
          ...(hint ? [`${id}-hint`] : []),
          ...(rows ? [counterId] : []),
        ),
      })}
      {rows && (
        <p id={counterId} className="mt-1 text-right text-sm text-muted">
          {value.length}/{maxLength} tegn
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The email field every form has: its label, type and autocomplete. */
export function EmailField(
  props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'rows'>,
) {
  return <TextField {...props} label="Email" type="email" autoComplete="email" />;
}

/** The consent checkbox both forms share: the shown text (its version is stored with the row) and a link to /privatliv. */
export function ConsentField({
  id,
  errorId,
  name,
  text,
  value,
  error,
  onChange,
}: {
  id: string;
  errorId: string;
  name: string;
  text: string;
  value: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={value}
          onChange={(e) => onChange(e.target.checked)}
          className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
          {...describedBy(errorId, error)}
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {text}{' '}
          <Link
            href="/privatliv"
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            Læs privatlivspolitikken
          </Link>
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
