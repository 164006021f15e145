import { describedBy, FieldError, inputClass, Label } from './fields';

/** A labelled select with its error message; the value is the chosen option's own value (a string or a number). */
export function SelectField<T extends string | number>({
  id,
  errorId,
  label,
  name,
  options,
  value,
  error,
  onChange,
}: {
  id: string;
  errorId: string;
  label: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  error?: string;
  onChange: (value: T) => void;
}) {
  return (
    <div>
      <Label id={id} label={label} />
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(options[e.target.selectedIndex]!.value)}
        className={inputClass}
        {...describedBy(errorId, error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
