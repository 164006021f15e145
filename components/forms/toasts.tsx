'use client';

import toast from 'react-hot-toast';
import type { Answers } from './json-form';

function ToastBody({ title, message }: { title: string; message: string }) {
  return (
    <span className="block text-sm">
      <strong className="block font-semibold">{title}</strong>
      {message}
    </span>
  );
}

/** The spec's destructive toast: a title and one sentence. */
const toastError = (title: string, message: string) =>
  toast.error(<ToastBody title={title} message={message} />);

const toastSuccess = (title: string, message: string) =>
  toast.success(<ToastBody title={title} message={message} />);

/**
 * The toasts of the forms on /kontakt and /bliv-frivillig (spec §5): a refusal, a failure, a success, and for a 409
 * answer (the newsletter's duplicate signup) its own toast, whose message also stands at the field the server names.
 */
export const toastAnswers = (
  success: readonly [title: string, message: string],
  failureMessage: string,
  conflict?: readonly [title: string, message: string],
): Answers => ({
  invalid: (message) => toastError('Valideringsfejl', message),
  failed: (outcome) => {
    if (outcome.status === 409 && conflict) {
      toastError(...conflict);
      return { message: conflict[1], focus: false };
    }
    toastError('Fejl', failureMessage);
  },
  succeeded: () => toastSuccess(...success),
});
