'use client';

import toast from 'react-hot-toast';

function ToastBody({ title, message }: { title: string; message: string }) {
  return (
    <span className="block text-sm">
      <strong className="block font-semibold">{title}</strong>
      {message}
    </span>
  );
}

/** The spec's destructive toast: a title and one sentence. */
export const toastError = (title: string, message: string) =>
  toast.error(<ToastBody title={title} message={message} />);

export const toastSuccess = (title: string, message: string) =>
  toast.success(<ToastBody title={title} message={message} />);
