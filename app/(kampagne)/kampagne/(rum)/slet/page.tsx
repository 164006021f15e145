import type { Metadata } from 'next';
import { z } from 'zod/mini';
import { previewForget } from '@/db/queries/admin/people';
import { requireAdmin } from '@/lib/auth';
import { describeForget, forgetTotal } from '@/lib/room/forget-text';
import { emailField } from '@/lib/validation/contact';
import { Notice, PageHead } from '../../_components/page-head';

export const metadata: Metadata = { title: 'Slet en person' };

type Props = { searchParams: Promise<{ email?: string; slettet?: string; fejl?: string }> };

export default async function ForgetPage({ searchParams }: Props) {
  await requireAdmin();
  const { email, slettet, fejl } = await searchParams;
  const parsed = email === undefined ? null : z.safeParse(emailField, email);
  const found = parsed?.success ? await previewForget(parsed.data) : null;
  return (
    <>
      <PageHead
        title="Slet en person"
        intro="Slet alt, sitet har gemt om en emailadresse: beskeder, nyhedsbrevstilmelding, mails i udbakken og en eventuel konto i kampagnerummet. Du ser først, hvad der bliver slettet."
      />
      {slettet && <Notice>Slettet: {slettet}.</Notice>}
      {fejl && <Notice tone="error">Intet er slettet. Bekræft sletningen for at fortsætte.</Notice>}
      <form method="get" className="mt-6 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm font-semibold">
          Emailadresse
          <input
            type="email"
            name="email"
            required
            autoComplete="off"
            defaultValue={parsed?.success ? parsed.data : ''}
            className="mt-1 rounded-md border border-slate-400 px-2 py-1 font-normal"
          />
        </label>
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-3 py-1 font-semibold text-white"
        >
          Find data
        </button>
      </form>
      {parsed && !parsed.success && <Notice tone="error">Ugyldig emailadresse.</Notice>}
      {found && parsed?.success && (
        <section className="mt-6 rounded-md border border-slate-300 p-4" aria-labelledby="fundet">
          <h2 id="fundet" className="font-semibold text-ink">
            Fundet om {parsed.data}
          </h2>
          {forgetTotal(found) === 0 ? (
            <p className="mt-2" data-testid="forget-preview">
              Ingen data om denne adresse.
            </p>
          ) : (
            <>
              <p className="mt-2" data-testid="forget-preview">
                Bliver slettet: {describeForget(found)}.
              </p>
              <form method="post" action="/api/kampagne/slet" className="mt-4">
                <input type="hidden" name="email" value={parsed.data} />
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
