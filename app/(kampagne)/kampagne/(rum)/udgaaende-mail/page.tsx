import type { Metadata } from 'next';
import { getDb } from '@/db/index';
import { isResendable, outboxStatus } from '@/db/queries/outbox';
import { requireAdmin } from '@/lib/auth';
import { mailDeliveryNotice } from '@/lib/mail/transport';
import { formatRoomTime } from '@/lib/room/format';
import { Notice, PageHead } from '../../_components/page-head';
import { RoomTable } from '../../_components/room-table';

export const metadata: Metadata = { title: 'Udgående mail' };

const statusLabels = { pending: 'Afventer', sent: 'Sendt', failed: 'Fejlet' } as const;
const kindLabels = {
  contact: 'Kontaktbesked',
  welcome: 'Velkomst',
  volunteer_confirm: 'Bekræftelse til frivillig',
  volunteer: 'Ny frivillig',
  event: 'Arrangement',
  signin: 'Loginlink',
  newsletter: 'Nyhedsbrev',
  newsletter_test: 'Prøve på nyhedsbrev',
  newsletter_confirm: 'Bekræftelse af nyhedsbrev',
  event_confirm: 'Bekræftelse af arrangement',
  shift: 'Vagt',
} as const;

type Props = { searchParams: Promise<{ sendt?: string; fejl?: string }> };

export default async function OutboxPage({ searchParams }: Props) {
  await requireAdmin();
  const { sendt, fejl } = await searchParams;
  const status = await outboxStatus(await getDb());
  const notice = mailDeliveryNotice();
  return (
    <>
      <PageHead
        title="Udgående mail"
        intro="Mails fra sitet: kontaktbeskeder til indbakken, velkomstmails og loginlinks. Fejlede mails kan sendes igen, når årsagen er rettet."
      />
      {notice && <Notice tone="error">{notice}</Notice>}
      {sendt && <Notice>Mailen er sat i kø og prøves nu.</Notice>}
      {fejl && (
        <Notice tone="error">Mailen kunne ikke sendes igen: den er ikke (længere) fejlet.</Notice>
      )}
      <RoomTable
        caption="Antal pr. status"
        header={['Status', 'Antal']}
        rows={Object.entries(status.counts).map(([s, n]) => [
          statusLabels[s as keyof typeof statusLabels],
          n,
        ])}
      />
      <p className="mt-2 text-sm text-slate-700">
        Ældste ventende: {status.oldestPending ? formatRoomTime(status.oldestPending) : 'ingen'}
      </p>
      <h2 className="mt-8 text-lg font-semibold text-ink">Fejlede mails</h2>
      {status.failed.length === 0 ? (
        <p className="mt-2 text-slate-700">Ingen.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {status.failed.map((f) => (
            <li
              key={f.id}
              className="flex flex-wrap items-center gap-3 rounded-md border border-slate-300 p-3"
            >
              <span>
                Mail {f.id} · {kindLabels[f.kind]} · {f.attempts} forsøg · fejlkode{' '}
                <code>{f.lastError ?? '–'}</code> · {formatRoomTime(f.createdAt)}
              </span>
              {isResendable(f.kind) ? (
                <form method="post" action={`/api/kampagne/mail/${f.id}/send-igen`}>
                  <button
                    type="submit"
                    className="rounded-md border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-700"
                  >
                    Send igen<span className="sr-only"> (mail {f.id})</span>
                  </button>
                </form>
              ) : (
                <span className="text-slate-700">
                  Linket er fjernet; bed om et nyt på log ind-siden.
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
