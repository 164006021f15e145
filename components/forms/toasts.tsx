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

type Toast = { title: string; message: string };

/** The toasts of the forms on /kontakt and /bliv-frivillig (spec §5): a refusal, a failure, a 409, a success. */
export const toastAnswers = ({
  success,
  failureMessage,
  conflict,
}: {
  success: Toast;
  failureMessage: string;
  /** Toast for a 409 answer (the newsletter's duplicate signup), also shown at the field the server names. */
  conflict?: Toast;
}): Answers => ({
  invalid: (message) => toastError('Valideringsfejl', message),
  failed: (outcome) => {
    if (outcome.status === 409 && conflict) {
      toastError(conflict.title, conflict.message);
      return { message: conflict.message, focus: false };
    }
    toastError('Fejl', failureMessage);
  },
  succeeded: () => toastSuccess(success.title, success.message),
});
