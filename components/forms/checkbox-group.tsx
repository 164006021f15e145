import { describedBy, FieldError } from './fields';

/** Several checkboxes under one legend (a fieldset), e.g. a volunteer's interests; the value is the checked keys. */
export function CheckboxGroup<K extends string>({
  id,
  errorId,
  legend,
  name,
  options,
  labels,
  value,
  error,
  onChange,
}: {
  id: string;
  errorId: string;
  legend: string;
  name: string;
  options: readonly K[];
  labels: Record<K, string>;
  value: readonly K[];
  error?: string;
  onChange: (value: K[]) => void;
}) {
  const toggle = (key: K, checked: boolean) =>
    onChange(
      checked
        ? options.filter((o) => o === key || value.includes(o))
        : value.filter((v) => v !== key),
    );
  return (
    <fieldset {...describedBy(errorId, error)}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => (
          <div key={option} className="flex items-center gap-3">
            <input
              // The first box carries the group's id, so a validation error can move focus into the group.
              id={index === 0 ? id : `${id}-${option}`}
              name={name}
              value={option}
              type="checkbox"
              checked={value.includes(option)}
              onChange={(e) => toggle(option, e.target.checked)}
              className="h-4 w-4 shrink-0 accent-brand-700"
            />
            <label
              htmlFor={index === 0 ? id : `${id}-${option}`}
              className="text-sm text-slate-700"
            >
              {labels[option]}
            </label>
          </div>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
