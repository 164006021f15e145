'use client';

import { notify } from '@/components/ui/notify';

/** Copies text to the clipboard and confirms with the spec's toast 'Kopieret!'. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      notify.success('Kopieret!');
    } catch {
      notify.error('Kunne ikke kopiere. Markér koden og kopiér den selv.');
    }
  }
  return (
    <button type="button" className="btn-secondary" onClick={copy}>
      {label}
    </button>
  );
}
