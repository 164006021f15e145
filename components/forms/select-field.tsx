import type { ReactNode } from 'react';
import { describedBy, FieldError, inputClass, Label } from './fields';

/** A labelled select with its error message and its `<option>`s; a number field gets the chosen value as a number. */
export function SelectField<T extends string | number>({
  id,
  errorId,
  label,
  name,
  value,
  error,
  onChange,
  children,
}: {
  id: string;
  errorId: string;
  label: string;
  name: string;
  value: T;
  error?: string;
  onChange: (value: T) => void;
  children: ReactNode;
}) {
  return (
    <div>
      <Label id={id} label={label} />
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) =>
          onChange((typeof value == 'number' ? +e.target.value : e.target.value) as T)
        }
        className={inputClass}
        {...describedBy(errorId, error)}
      >
        {children}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
