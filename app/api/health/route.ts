import { databaseResponds } from '@/lib/health/database';

// Never cached or pre-rendered: each call must reach the database.
export const dynamic = 'force-dynamic';

// GET /api/health: for the Docker HEALTHCHECK and uptime monitors. Says only whether the database answers: no
// versions, hostnames or error text.
export async function GET() {
  const ok = await databaseResponds();
  return Response.json(ok ? { status: 'ok', database: 'ok' } : { status: 'error', database: 'unavailable' }, {
    status: ok ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
