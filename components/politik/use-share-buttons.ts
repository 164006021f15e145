import { useEffect } from 'react';
import { notify } from '@/components/ui/notify';

/** How long a share button reads 'Kopieret!' (spec: two seconds). */
export const COPIED_MS = 2000;

/**
 * The share buttons' behaviour (`ShareButton`, server HTML marked `data-share`): one click listener on the document, run
 * by the layout's client leaf (SiteEffects). A click, or Enter or Space on the focused button, copies the page's
 * address, toasts, and marks the button `data-copied` for two seconds; a refused clipboard toasts how to copy by hand.
 */
export function useShareButtons() {
  useEffect(() => {
    const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();
    const onClick = async (event: MouseEvent) => {
      const button = event.target instanceof Element && event.target.closest('button[data-share]');
      if (!(button instanceof HTMLButtonElement)) return;
      try {
        await navigator.clipboard.writeText(window.location.href);
      } catch {
        notify.error('Linket kunne ikke kopieres. Kopiér adressen fra adresselinjen.');
        return;
      }
      notify.success('Link kopieret til udklipsholder!');
      button.dataset.copied = '';
      clearTimeout(timers.get(button));
      timers.set(
        button,
        setTimeout(() => delete button.dataset.copied, COPIED_MS),
      );
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
