/** The submit button of every form: disabled while sending, with the sending label the spec gives each form. */
export function SubmitButton({
  submitting,
  label,
  sendingLabel,
}: {
  submitting: boolean;
  label: string;
  sendingLabel: string;
}) {
  return (
    <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submitting}>
      {submitting ? sendingLabel : label}
    </button>
  );
}
