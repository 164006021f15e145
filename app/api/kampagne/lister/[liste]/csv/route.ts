// GET /api/kampagne/lister/<liste>/csv: a list's export as CSV (';' for Danish Excel), written to the audit log.
import { listExport } from '@/lib/room/export';

export const GET = listExport('csv');
