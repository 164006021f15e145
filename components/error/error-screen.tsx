'use client';

// lucide's 'triangle-alert' as plain SVG: this screen is part of every page's code (global-error), lucide's runtime is not.
function AlertIcon() {
  return (
    <svg
      aria-hidden="true"
      className="h-12 w-12 text-red-700"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
      <path d="M12 9v4" />
      <path d="M12 17h.01" />
    </svg>
  );
}

/** Full-page error screen (spec §2). A plain <a> to '/' so it works even when the router itself failed. */
export function ErrorScreen({
  message,
  reload = () => window.location.reload(),
}: {
  message?: string;
  reload?: () => void;
}) {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <AlertIcon />
      <h1 className="mt-4 text-3xl font-bold text-ink">Der opstod en fejl</h1>
      <p className="mt-2 text-lg text-slate-700">Noget gik galt ved indlæsning af siden</p>
      {message ? (
        <p className="mt-6 w-full rounded-md bg-red-50 p-4 font-mono text-sm text-red-800">
          {message}
        </p>
      ) : null}
      <p className="mt-6 text-slate-700">
        Vi beklager ulejligheden. Prøv at genindlæse siden eller gå tilbage til forsiden.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={reload}>
          Genindlæs side
        </button>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load resets a broken client state */}
        <a href="/" className="btn-secondary">
          Gå til forsiden
        </a>
      </div>
    </div>
  );
}
