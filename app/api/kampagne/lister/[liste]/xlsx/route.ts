// GET /api/kampagne/lister/<liste>/xlsx: a list's export as an Excel workbook of text cells, written to the audit log.
import { listExport } from '@/lib/room/export';

export const GET = listExport('xlsx');
