'use client';
// The search and the preview of Slet en person: the address goes in a POST body (findPerson), never in the URL.
import { useActionState } from 'react';
import { Notice } from '../../_components/page-head';
import { findPerson, type FindState } from './actions';

export function ForgetFinder() {
  const [state, find, pending] = useActionState<FindState, FormData>(findPerson, null);
  const shown = state && 'email' in state ? state : null;
  return (
    <>
      <form action={find} className="mt-6 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm font-semibold">
          Emailadresse
          <input
            type="email"
            name="email"
            required
            autoComplete="off"
            defaultValue={shown?.email ?? ''}
            className="mt-1 rounded-md border border-slate-400 px-2 py-1 font-normal"
          />
        </label>
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-brand-700 px-3 py-1 font-semibold text-white"
        >
          Find data
        </button>
      </form>
      {state && 'error' in state && <Notice tone="error">{state.error}</Notice>}
      {shown && (
        <section
          className="mt-6 rounded-md border border-slate-300 p-4"
          aria-labelledby="fundet"
          aria-live="polite"
        >
          <h2 id="fundet" className="font-semibold text-ink">
            Fundet om {shown.email}
          </h2>
          {shown.found === null ? (
            <p className="mt-2" data-testid="forget-preview">
              Ingen data om denne adresse.
            </p>
          ) : (
            <>
              <p className="mt-2" data-testid="forget-preview">
                Bliver slettet: {shown.found}.
              </p>
              <form method="post" action="/api/kampagne/slet" className="mt-4">
                <input type="hidden" name="email" value={shown.email} />
                <input type="hidden" name="bekraeft" value="ja" />
                <button
                  type="submit"
                  className="rounded-md bg-red-800 px-3 py-1 font-semibold text-white"
                >
                  Slet permanent
                </button>
              </form>
            </>
          )}
        </section>
      )}
    </>
  );
}
