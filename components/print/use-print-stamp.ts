import { useEffect } from 'react';
import { danishDate } from '@/lib/format/danish-date';

/** Fills the PrintStamp's address and date now and before every print; pathname: refill after each navigation. */
export function usePrintStamp(pathname: string) {
  useEffect(() => {
    const fill = () => {
      const date = document.querySelector('[data-print-stamp] [data-print-date]');
      const address = document.querySelector('[data-print-stamp] [data-print-address]');
      if (date) date.textContent = ` den ${danishDate(new Date())}`;
      if (address) address.textContent = decodeURI(window.location.href);
    };
    fill();
    window.addEventListener('beforeprint', fill);
    return () => window.removeEventListener('beforeprint', fill);
  }, [pathname]);
}
