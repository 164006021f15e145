'use client';

import toast from 'react-hot-toast';

/** Copies text to the clipboard and confirms with the spec's toast 'Kopieret!'. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Kopieret!');
    } catch {
      toast.error('Kunne ikke kopiere. Markér koden og kopiér den selv.');
    }
  }
  return (
    <button type="button" className="btn-secondary" onClick={copy}>
      {label}
    </button>
  );
}
