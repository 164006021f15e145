import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/index';
import { requireAdmin } from '@/lib/auth';
import { findRoomList } from '@/lib/room/lists';
import { PageHead } from '../../_components/page-head';
import { RoomTable } from '../../_components/room-table';

type Props = { params: Promise<{ liste: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: findRoomList((await params).liste)?.title ?? 'Liste' };
}

// One page for every list module in lib/room/lists.
export default async function RoomListPage({ params }: Props) {
  await requireAdmin();
  const list = findRoomList((await params).liste);
  if (!list) notFound();
  const db = await getDb();
  const [summary, table] = await Promise.all([list.summary?.(db), list.table(db)]);
  return (
    <>
      <PageHead title={list.title} intro={list.intro} />
      {/* Excel first: its cells are plain text, exactly as stored. The CSV uses ';', as Danish Excel expects. */}
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2" aria-label="Hent listen">
        <li>
          <a
            href={`/api/kampagne/lister/${list.slug}/xlsx`}
            download
            className="font-semibold text-brand-700 underline"
          >
            Hent som Excel (.xlsx)
          </a>
        </li>
        <li>
          <a
            href={`/api/kampagne/lister/${list.slug}/csv`}
            download
            className="font-semibold text-brand-700 underline"
          >
            Hent som CSV (semikolon)
          </a>
        </li>
      </ul>
      {summary && <RoomTable {...summary} />}
      <RoomTable {...table} />
    </>
  );
}
