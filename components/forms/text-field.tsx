import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { describedBy, FieldError } from './field-error';

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

/** What an input or a textarea takes from its field: the change handler, the look, the aria wiring. */
const wiring = (
  { id, errorId, error, hint, onChange }: Omit<Common, 'label' | 'name' | 'value'>,
  ...others: string[]
) => ({
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
  className: inputClass,
  ...describedBy(errorId, error, ...(hint ? [`${id}-hint`] : []), ...others),
});

type TextFieldProps = Common & {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
};

/** A labelled one-line input with its error message; every form on the site builds its fields from this. */
export function TextField(props: TextFieldProps) {
  const { id, errorId, label, name, value, error, maxLength, hint, type = 'text' } = props;
  const { autoComplete, inputMode } = props;
  return (
    <div>
      <Label id={id} label={label} hint={hint} />
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        value={value}
        {...wiring(props)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The email field every form has: its label, type and autocomplete. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>) {
  return <TextField {...props} label="Email" type="email" autoComplete="email" />;
}

/** A labelled textarea with a live character counter. */
export function TextAreaField(props: Common & { rows?: number; maxLength: number }) {
  const { id, errorId, label, name, value, error, maxLength, hint, rows = 6 } = props;
  const counterId = `${id}-counter`;
  return (
    <div>
      <Label id={id} label={label} hint={hint} />
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        value={value}
        {...wiring(props, counterId)}
      />
      <p id={counterId} className="mt-1 text-right text-sm text-muted">
        {value.length}/{maxLength} tegn
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
