/**
 * The last lines of a printout: the page's address and 'Udskrevet fra {party}' with today's date. Server HTML: a
 * static page knows neither when it is printed nor (in a shared layout) its own address, so usePrintStamp
 * (use-print-stamp.ts, in the layout's one client leaf, SiteEffects) fills both in the browser: on load, after each navigation and on beforeprint.
 */
export function PrintStamp({ party }: { party: string }) {
  return (
    <div
      data-print-stamp
      className="hidden print:mt-8 print:block print:border-t print:border-black print:pt-2 print:text-sm"
    >
      <p>
        <span data-print-address />
      </p>
      <p>
        Udskrevet fra {party}
        <span data-print-date />
      </p>
    </div>
  );
}
