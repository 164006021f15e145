'use client';

import { AlertTriangle } from 'lucide-react';

/** Full-page error screen (spec §2). A plain <a> to '/' so it works even when the router itself failed. */
export function ErrorScreen({ message, reload = () => window.location.reload() }: { message?: string; reload?: () => void }) {
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <AlertTriangle aria-hidden="true" className="h-12 w-12 text-red-700" />
      <h1 className="mt-4 text-3xl font-bold text-ink">Der opstod en fejl</h1>
      <p className="mt-2 text-lg text-slate-700">Noget gik galt ved indlæsning af siden</p>
      {message ? (
        <p className="mt-6 w-full rounded-md bg-red-50 p-4 font-mono text-sm text-red-800">{message}</p>
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
