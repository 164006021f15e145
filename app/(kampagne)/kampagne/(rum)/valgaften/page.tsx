import type { Metadata } from 'next';
import { getDb } from '@/db/index';
import { valgFilesForRoom, valgStateForRoom } from '@/db/queries/admin/valgaften';
import { requireAdmin } from '@/lib/auth';
import { formatRoomTime } from '@/lib/room/format';
import { valgConfig } from '@/lib/valgaften/config';
import type { FetchReport } from '@/lib/valgaften/fetch';
import { openSourceLabel } from '@/lib/valgaften/source-label';
import { Notice, PageHead } from '../../_components/page-head';
import { RoomTable } from '../../_components/room-table';
import { fetchNowAction, switchBannerAction } from './actions';

export const metadata: Metadata = { title: 'Valgaften' };

const NOTICES: Record<string, { text: string; tone?: 'error' }> = {
  'banner-til': {
    text: 'Banneret på forsiden er slået til. Det når alle besøgende inden for få sekunder.',
  },
  'banner-fra': { text: 'Banneret på forsiden er slået fra.' },
  hentet: { text: 'Kilden er læst; se den seneste hentning herunder.' },
  'hent-fejl': { text: 'Kilden kunne ikke læses; se fejlen herunder.', tone: 'error' },
};

const REFUSALS: Record<string, string> = {
  broken: 'Ødelagt',
  schema: 'Følger ikke skemaet',
  foreign: 'Anden kommune',
  older: 'Ældre version',
  oversized: 'For stor',
  future: 'Frigivet i fremtiden',
};

const button =
  'rounded-md border border-slate-400 px-3 py-1 text-sm font-semibold text-ink hover:bg-slate-100';

export default async function ValgaftenRoomPage({
  searchParams,
}: {
  searchParams: Promise<{ besked?: string }>;
}) {
  await requireAdmin();
  const { besked } = await searchParams;
  const db = await getDb();
  const [state, files] = await Promise.all([valgStateForRoom(db), valgFilesForRoom(db)]);
  const config = valgConfig();
  const last = state?.lastFetch as FetchReport | null | undefined;
  const notice = besked ? NOTICES[besked] : undefined;
  const refused = files.filter((f) => !f.accepted);
  return (
    <>
      <PageHead
        title="Valgaften"
        intro={`Resultaterne på /valgaften hentes fra valg.dk for kommune ${config.municipalityCode} (${config.seats} mandater, liste ${config.listLetter}).`}
      />
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <dl className="mt-6 grid max-w-2xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Kilde</dt>
        <dd>
          {config.source ? openSourceLabel(config.source) : 'Ingen: VALG_SOURCE er ikke sat.'}
        </dd>
        <dt className="font-semibold">Seneste hentning</dt>
        <dd>
          {state?.lastFetchAt
            ? `${formatRoomTime(state.lastFetchAt)}: ${last?.error ?? `${last?.listed ?? 0} filer i kilden, ${last?.accepted ?? 0} nye godkendt, ${last?.refused ?? 0} afvist${last?.unreadable ? `, ${last.unreadable} kunne ikke læses (prøves igen)` : ''}`}`
            : 'Ingen endnu.'}
        </dd>
        <dt className="font-semibold">Banner på forsiden</dt>
        <dd>{state?.bannerOn ? `Til (slået til af ${state.bannerChangedBy})` : 'Fra'}</dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <form action={switchBannerAction}>
          <input type="hidden" name="banner" value={state?.bannerOn ? 'fra' : 'til'} />
          <button type="submit" className={button}>
            {state?.bannerOn ? 'Slå banneret fra' : 'Slå banneret til'}
          </button>
        </form>
        <form action={fetchNowAction}>
          <button type="submit" className={button}>
            Hent nu
          </button>
        </form>
      </div>
      <h2 className="mt-8 text-xl font-bold text-ink">Prøv valgaftenen af</h2>
      <p className="mt-2 max-w-2xl text-sm text-slate-700">
        På serveren:{' '}
        <code>
          npm run valgaften:rehearse -- --from data/valgaften/rehearsal-lyngbaek --speed 60
        </code>{' '}
        spiller den fiktive valgaften i Lyngbæk ind i <code>.data/valg-rehearsal</code>; sæt{' '}
        <code>VALG_SOURCE</code> til den mappe og kør <code>npm run valgaften:watch</code> ved siden
        af. Se docs/operations.md.
      </p>
      <RoomTable
        caption={`Afviste filer (${refused.length})`}
        header={['Fil', 'Hvorfor', 'Begrundelse', 'Hentet']}
        rows={refused.map((f) => [
          f.name,
          REFUSALS[f.refusal ?? ''] ?? f.refusal ?? '',
          f.reason ?? '',
          formatRoomTime(f.fetchedAt),
        ])}
      />
      <RoomTable
        caption={`Godkendte filer (${files.length - refused.length}, nyeste først)`}
        header={['Fil', 'Frigivet', 'Hentet']}
        rows={files
          .filter((f) => f.accepted)
          .map((f) => [
            f.name,
            f.releasedAt ? formatRoomTime(f.releasedAt) : '–',
            formatRoomTime(f.fetchedAt),
          ])}
      />
    </>
  );
}
