import type { Metadata } from 'next';
import { getDb } from '@/db/index';
import { pollTotals, pollVotesPerDay } from '@/db/queries/admin/stats';
import { requireAdmin } from '@/lib/auth';
import { POLL_ID, pollOptions } from '@/lib/validation/poll';
import { PageHead } from '../../_components/page-head';
import { RoomTable } from '../../_components/room-table';

export const metadata: Metadata = { title: 'Afstemning' };

export default async function PollPage() {
  await requireAdmin();
  const db = await getDb();
  const [tallies, perDay] = await Promise.all([pollTotals(db), pollVotesPerDay(db, POLL_ID)]);
  const votesFor = (id: string) =>
    Number(tallies.find((t) => t.pollId === POLL_ID && t.optionId === id)?.votes ?? 0);
  const total = pollOptions.reduce((n, o) => n + votesFor(o.id), 0);
  const days = [...new Set(perDay.map((r) => r.day))];
  return (
    <>
      <PageHead
        title="Afstemning"
        intro={`Resultatet af afstemningen (${total} ${total === 1 ? 'stemme' : 'stemmer'} i alt) og stemmer pr. dag.`}
      />
      <RoomTable
        caption="Resultat"
        header={['Svar', 'Stemmer', 'Andel']}
        rows={pollOptions.map((o) => [
          o.label,
          votesFor(o.id),
          total ? `${Math.round((votesFor(o.id) / total) * 100)} %` : '–',
        ])}
      />
      <RoomTable
        caption="Stemmer pr. dag"
        header={['Dag', ...pollOptions.map((o) => o.label)]}
        rows={days.map((day) => [
          day,
          ...pollOptions.map(
            (o) => perDay.find((r) => r.day === day && r.optionId === o.id)?.votes ?? 0,
          ),
        ])}
      />
    </>
  );
}
