'use client';

import { useEffect } from 'react';
import toast, { Toaster as HotToaster, useToasterStore } from 'react-hot-toast';

const MAX_VISIBLE = 3;

/** react-hot-toast with the spec's client defaults: about 4.5 s each, at most three on screen. */
export function Toaster() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(MAX_VISIBLE)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return (
    <HotToaster
      containerClassName="print:hidden"
      position="bottom-center"
      toastOptions={{ duration: 4500 }}
    />
  );
}
