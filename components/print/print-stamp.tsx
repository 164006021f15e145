'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { danishDate } from '@/lib/format/danish-date';

/**
 * The last lines of a printout: the page's address and 'Udskrevet fra {party}' with today's date. A static page
 * knows neither when it is printed nor (in a shared layout) its own address, so both are filled in the browser:
 * on load, after each navigation and again on beforeprint.
 */
export function PrintStamp({ party }: { party: string }) {
  const pathname = usePathname();
  const dateRef = useRef<HTMLSpanElement>(null);
  const addressRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const fill = () => {
      if (dateRef.current) dateRef.current.textContent = ` den ${danishDate(new Date())}`;
      if (addressRef.current) addressRef.current.textContent = decodeURI(window.location.href);
    };
    fill();
    window.addEventListener('beforeprint', fill);
    return () => window.removeEventListener('beforeprint', fill);
  }, [pathname]);

  return (
    <div
      data-print-stamp
      className="hidden print:mt-8 print:block print:border-t print:border-black print:pt-2 print:text-sm"
    >
      <p>
        <span ref={addressRef} />
      </p>
      <p>
        Udskrevet fra {party}
        <span ref={dateRef} />
      </p>
    </div>
  );
}
