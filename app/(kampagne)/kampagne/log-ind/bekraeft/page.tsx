import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';

// The room's referrer policy (same-origin) stays: the token never leaves the site in a Referer header, and with
// no-referrer the browser would send "Origin: null" with the button's POST, which the origin check refuses.
export const metadata: Metadata = { title: 'Log ind' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// Where the sign-in link leads. GET only shows the button: mail scanners open links before the person does, so the link
// is used up and the session set only by the button's POST (issue 34). No session needed here, and none is made.
export default async function ConfirmSignInPage({ searchParams }: Props) {
  const token = first((await searchParams).token);
  if (!token) redirect('/kampagne/log-ind?fejl=link');
  return (
    <div className="container-page max-w-xl py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        Log ind i kampagnerummet
      </h1>
      <p className="mt-2 text-slate-700">
        Tryk på knappen for at logge ind. Linket virker én gang; vi venter på dit tryk, så et
        program, der tjekker links i din mail, ikke bruger det op.
      </p>
      <form method="post" action="/api/kampagne/log-ind/bekraeft" className="mt-6">
        <input type="hidden" name="token" value={token} />
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          Log ind
        </button>
      </form>
      <p className="mt-6">
        <Link href="/kampagne/log-ind" className="font-semibold text-brand-700 underline">
          Bed om et nyt link
        </Link>
      </p>
    </div>
  );
}
