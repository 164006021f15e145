import type { Metadata } from 'next';
import { getDb } from '@/db/index';
import { requireAdmin } from '@/lib/auth';
import { getNewsletters } from '@/lib/content/newsletters';
import { countRecipients, listBouncedReaders, listSends } from '@/lib/newsletter/sends';
import { newsletterTopics } from '@/lib/newsletter/topics';
import { formatRoomTime } from '@/lib/room/format';
import { now } from '@/lib/time/clock';
import { Notice, PageHead } from '../../_components/page-head';
import { clearBounceAction, stopSendAction } from './actions';
import { NewSendForm } from './new-send-form';
import { toLocalInputValue } from './schedule';
import { SendsTable } from './sends-table';

export const metadata: Metadata = { title: 'Udsendelser' };

type Props = { searchParams: Promise<{ stoppet?: string; ryddet?: string; fejl?: string }> };

const errors: Record<string, string> = {
  stop: 'Udsendelsen kunne ikke stoppes: den er allerede sendt, fejlet eller stoppet.',
  afvist: 'Markeringen kunne ikke fjernes: abonnenten findes ikke længere eller er ikke markeret.',
};

export default async function SendsPage({ searchParams }: Props) {
  await requireAdmin();
  const { stoppet, ryddet, fejl } = await searchParams;
  const db = await getDb();
  const newsletters = getNewsletters();
  const first = newsletters[0];
  const [sends, bounced, initialCount] = await Promise.all([
    listSends(db),
    listBouncedReaders(db),
    first ? countRecipients(db, { slug: first.slug, topics: first.topics }) : 0,
  ]);
  const subjects = new Map(newsletters.map((n) => [n.slug, n.subject]));
  return (
    <>
      <PageHead
        title="Udsendelser"
        intro="Send et nyhedsbrev fra content/nyhedsbreve til dem, der har bedt om det: kun abonnenter, der har valgt mindst ét af emnerne, og hver kun én gang. Ingen sporing af, hvem der åbner eller klikker."
      />
      {stoppet && <Notice>Udsendelsen er stoppet. Mails, der allerede er sendt, er sendt.</Notice>}
      {ryddet && <Notice>Markeringen er fjernet; adressen får nyhedsbreve igen.</Notice>}
      {fejl && errors[fejl] && <Notice tone="error">{errors[fejl]}</Notice>}

      <section aria-labelledby="ny-udsendelse" className="mt-8 max-w-3xl">
        <h2 id="ny-udsendelse" className="text-lg font-semibold text-ink">
          Ny udsendelse
        </h2>
        {first ? (
          <NewSendForm
            newsletters={newsletters.map((n) => ({
              slug: n.slug,
              subject: n.subject,
              topics: n.topics,
            }))}
            topics={newsletterTopics()}
            initialTopics={first.topics}
            initialCount={initialCount}
            minTime={toLocalInputValue(now())}
          />
        ) : (
          <p className="mt-2 text-slate-700">
            Der er ingen nyhedsbreve i content/nyhedsbreve endnu.
          </p>
        )}
      </section>

      <SendsTable
        sends={sends.map((s) => ({ ...s, subject: subjects.get(s.slug) ?? s.slug }))}
        stop={stopSendAction}
      />

      <section aria-labelledby="afviste" className="mt-10">
        <h2 id="afviste" className="text-lg font-semibold text-ink">
          Afviste adresser
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-slate-700">
          Mailserveren har afvist et nyhedsbrev til disse adresser for godt (en 5xx-fejl), så de
          springes over. Fjern markeringen, når adressen virker igen.
        </p>
        {bounced.length === 0 ? (
          <p className="mt-2 text-slate-700">Ingen.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {bounced.map((b) => (
              <li
                key={b.id}
                className="flex flex-wrap items-center gap-3 rounded-md border border-slate-300 p-3"
              >
                <span className="break-all">
                  {b.email}
                  {b.bouncedAt && ` · afvist ${formatRoomTime(b.bouncedAt)}`}
                </span>
                <form action={clearBounceAction}>
                  <input type="hidden" name="id" value={b.id} />
                  <button
                    type="submit"
                    className="rounded-md border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-700"
                  >
                    Fjern markering<span className="sr-only"> for {b.email}</span>
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
