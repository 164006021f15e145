import 'server-only';
// The room's list exports (issue 34): the same rows as CSV (';', Danish Excel) or as an .xlsx workbook of text cells.
// Each export is written to the audit log (the list, the count and the format, never the rows). Like every export, it
// goes through adminExport: a session, then a request from a page of this site (issue 45).
import { getDb } from '@/db/index';
import { adminExport } from '@/lib/auth/handler';
import { toCsv } from '@/lib/stewardship/csv';
import { toXlsx } from '@/lib/stewardship/xlsx';
import { findRoomList } from './lists';
import { recordExport } from './service';

type Context = { params: Promise<{ liste: string }> };
export type ExportFormat = 'csv' | 'xlsx';

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** GET /api/kampagne/lister/<liste>/<format>: 404 for an unknown list, 401 without a session, 403 from another site. */
export const listExport = (format: ExportFormat) =>
  adminExport<Context>(`kampagne-${format}`, async (_request, { params }, admin) => {
    const list = findRoomList((await params).liste);
    if (!list)
      return new Response('Listen findes ikke.', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    const { filename, header, rows } = await list.csv(await getDb());
    await recordExport(
      admin,
      `${list.title}: ${rows.length} rækker${format === 'xlsx' ? ' (xlsx)' : ''}`,
    );
    const body = format === 'xlsx' ? await toXlsx(list.title, header, rows) : toCsv(header, rows);
    return new Response(body, {
      headers: {
        'Content-Type': contentTypes[format],
        'Content-Disposition': `attachment; filename="${filename.replace(/\.csv$/, `.${format}`)}"`,
        'Cache-Control': 'no-store',
      },
    });
  });
