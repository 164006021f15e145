// GET /api/kampagne/lister/<liste>/csv: a list's export, written to the audit log (the count, never the rows).
import { recordAudit } from '@/db/queries/admin/audit';
import { adminRead } from '@/lib/auth/handler';
import { findRoomList } from '@/lib/room/lists';
import { toCsv } from '@/lib/stewardship/csv';

type Context = { params: Promise<{ liste: string }> };

export const GET = adminRead<Context>('kampagne-csv', async (_request, { params }, admin) => {
  const list = findRoomList((await params).liste);
  if (!list)
    return new Response('Listen findes ikke.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  const { filename, header, rows } = await list.csv();
  await recordAudit(admin.email, 'export', `${list.title}: ${rows.length} rækker`);
  return new Response(toCsv(header, rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  });
});
