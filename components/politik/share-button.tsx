'use client';

import { useEffect, useRef, useState } from 'react';
import { notify } from '@/components/ui/notify';
import { Check, Share2 } from 'lucide-react';

const COPIED_MS = 2000;

/** Spec: 'Del' copies the page address, toasts, and reads 'Kopieret!' for two seconds. */
export function ShareButton() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function share() {
    try {
      await navigator.clipboard.writeText(window.location.href);
    } catch {
      notify.error('Linket kunne ikke kopieres. Kopiér adressen fra adresselinjen.');
      return;
    }
    notify.success('Link kopieret til udklipsholder!');
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }

  const Icon = copied ? Check : Share2;
  return (
    <button type="button" onClick={share} className="btn-secondary">
      <Icon aria-hidden="true" className="h-4 w-4" />
      {copied ? 'Kopieret!' : 'Del'}
    </button>
  );
}
