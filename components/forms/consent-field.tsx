import Link from 'next/link';
import { describedBy, FieldError } from './field-error';

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
