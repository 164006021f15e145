import { databaseResponds } from '@/lib/health/database';
import { mailDelivery, mailDeliveryNotice } from '@/lib/mail/transport';

// Never cached or pre-rendered: each call must reach the database.
export const dynamic = 'force-dynamic';

// GET /api/health: for the Docker HEALTHCHECK and uptime monitors. Says whether the database answers and how mail
// leaves (a production site without SMTP_URL holds its mail: still healthy, but said in Danish); no versions,
// hostnames or error text.
export async function GET() {
  const ok = await databaseResponds();
  const delivery = mailDelivery();
  const notice = mailDeliveryNotice(delivery);
  const body = ok ? { status: 'ok', database: 'ok' } : { status: 'error', database: 'unavailable' };
  return Response.json(
    { ...body, mail: delivery, ...(notice ? { message: notice } : {}) },
    { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
