import type { Metadata } from 'next';
import { Notice } from '../_components/page-head';

export const metadata: Metadata = { title: 'Log ind' };

type Props = { searchParams: Promise<{ sendt?: string; fejl?: string; 'logget-ud'?: string }> };

const errors: Record<string, string> = {
  email: 'Skriv en gyldig emailadresse.',
  link: 'Linket virker ikke: det er brugt, udløbet eller forkert. Bed om et nyt.',
  'for-mange': 'For mange forsøg. Vent et kvarter, og prøv igen.',
};

// No session needed here: the form posts to /api/kampagne/log-ind, which answers every address the same way.
export default async function SignInPage({ searchParams }: Props) {
  const { sendt, fejl, 'logget-ud': loggedOut } = await searchParams;
  return (
    <div className="container-page max-w-xl py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        Log ind i kampagnerummet
      </h1>
      <p className="mt-2 text-slate-700">
        For kampagnens hold. Skriv din emailadresse, så sender vi et link, der virker én gang i 15
        minutter.
      </p>
      {sendt && (
        <Notice>
          Hvis adressen har adgang, er der sendt et link til den. Tjek din indbakke, og brug det
          nyeste link: der sendes højst ét nyt i minuttet, og det nyeste virker altid.
        </Notice>
      )}
      {loggedOut && <Notice>Du er logget ud.</Notice>}
      {fejl && errors[fejl] && <Notice tone="error">{errors[fejl]}</Notice>}
      <form method="post" action="/api/kampagne/log-ind" className="mt-6 flex flex-col gap-3">
        <label className="flex flex-col font-semibold">
          Emailadresse
          <input
            type="email"
            name="email"
            required
            autoComplete="email"
            className="mt-1 rounded-md border border-slate-400 px-2 py-2 font-normal"
          />
        </label>
        <button
          type="submit"
          className="self-start rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          Send loginlink
        </button>
      </form>
    </div>
  );
}
