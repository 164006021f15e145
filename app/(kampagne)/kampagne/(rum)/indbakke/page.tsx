import type { Metadata } from 'next';
import { getDb } from '@/db/index';
import { listInbox } from '@/db/queries/admin/inbox';
import { requireAdmin } from '@/lib/auth';
import { formatRoomTime } from '@/lib/room/format';
import { categoryLabels, MESSAGE_CATEGORIES, type MessageCategory } from '@/lib/validation/contact';
import { Notice, PageHead } from '../../_components/page-head';

export const metadata: Metadata = { title: 'Indbakke' };

type Props = { searchParams: Promise<{ kategori?: string; behandlet?: string; fejl?: string }> };

const isCategory = (v: string | undefined): v is MessageCategory =>
  MESSAGE_CATEGORIES.includes(v as MessageCategory);

/** mailto: with the address and a subject; encodeURIComponent keeps the address from adding headers of its own. */
const replyHref = (email: string) =>
  `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent('Svar på din besked')}`;

export default async function Inbox({ searchParams }: Props) {
  await requireAdmin();
  const { kategori, behandlet, fejl } = await searchParams;
  const category = isCategory(kategori) ? kategori : undefined;
  const rows = await listInbox(await getDb(), category);
  return (
    <>
      <PageHead
        title="Indbakke"
        intro="Beskeder fra kontaktformularen, nyeste først. De slettes automatisk 180 dage efter modtagelsen."
      />
      {behandlet && <Notice>Beskeden er markeret som behandlet.</Notice>}
      {fejl && (
        <Notice tone="error">
          Beskeden kunne ikke markeres: den er slettet eller allerede behandlet.
        </Notice>
      )}
      <form method="get" className="mt-6 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm font-semibold">
          Kategori
          <select
            name="kategori"
            defaultValue={category ?? ''}
            className="mt-1 rounded-md border border-slate-400 px-2 py-1 font-normal"
          >
            <option value="">Alle</option>
            {MESSAGE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabels[c]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-3 py-1 font-semibold text-white"
        >
          Vis
        </button>
      </form>
      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        {rows.length} {rows.length === 1 ? 'besked' : 'beskeder'}
        {category ? ` i kategorien ${categoryLabels[category]}` : ''}
      </p>
      <ol className="mt-4 space-y-4" aria-label="Beskeder">
        {rows.map((m) => (
          <li
            key={m.id}
            id={`besked-${m.id}`}
            className="rounded-md border border-slate-300 p-4"
            data-testid="inbox-message"
          >
            <h2 className="font-semibold text-ink">
              {m.name}{' '}
              <span className="font-normal text-slate-700">
                · {categoryLabels[m.category]} · {formatRoomTime(m.createdAt)}
              </span>
            </h2>
            <p className="mt-1 text-sm break-all text-slate-700">{m.email}</p>
            <p className="mt-2 whitespace-pre-wrap break-words">{m.message}</p>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <a href={replyHref(m.email)} className="font-semibold text-brand-700 underline">
                Svar på mail<span className="sr-only"> til {m.name}</span>
              </a>
              {m.handledAt ? (
                <p className="text-sm text-slate-700">
                  Behandlet af {m.handledBy} {formatRoomTime(m.handledAt)}
                </p>
              ) : (
                <form method="post" action={`/api/kampagne/beskeder/${m.id}/behandlet`}>
                  <button
                    type="submit"
                    className="rounded-md border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-700"
                  >
                    Markér som behandlet<span className="sr-only"> ({m.name})</span>
                  </button>
                </form>
              )}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
