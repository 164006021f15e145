'use client';

import { useEffect, useState, type ComponentType } from 'react';

// Every toast on the site answers something the visitor did, so the toast renderer loads on the first interaction
// instead of on every page view; toast() calls queue in react-hot-toast's store and show once it is there.
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'click'] as const;

export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    const load = () => {
      stop();
      import('./toaster').then((m) => setToaster(() => m.Toaster)).catch(() => {});
    };
    const stop = () =>
      FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, load, true));
    FIRST_INTERACTION.forEach((type) =>
      window.addEventListener(type, load, { capture: true, passive: true }),
    );
    return stop;
  }, []);
  return Toaster ? <Toaster /> : null;
}
