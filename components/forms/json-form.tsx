import type { ReactNode } from 'react';
import { HoneypotField } from './honeypot-field';
import { SubmitButton } from './submit-button';
import type { FormState } from './use-json-form';

/** The frame of every form: its heading, its fields, the honeypot, an alert for a failure shown in place, the button. */
export function JsonForm({
  form,
  title,
  compact = false,
  failure,
  submitLabel,
  sendingLabel,
  children,
}: {
  form: FormState;
  title: string;
  /** Tighter spacing, for the smaller forms beside other content. */
  compact?: boolean;
  failure?: string | null;
  submitLabel: string;
  sendingLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={form.handleSubmit}
      noValidate
      aria-labelledby={form.titleId}
      className={compact ? 'relative space-y-4' : 'relative space-y-5'}
    >
      <h2 id={form.titleId} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {children}
      <HoneypotField {...form.field('website')} />
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {failure}
        </p>
      )}
      <SubmitButton submitting={form.submitting} label={submitLabel} sendingLabel={sendingLabel} />
    </form>
  );
}
