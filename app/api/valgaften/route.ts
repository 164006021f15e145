import { getDb } from '@/db/index';
import { apiHandler } from '@/lib/api';
import { getValgView } from '@/lib/valgaften/read';

export const dynamic = 'force-dynamic';

const cacheControl = 'public, s-maxage=5, stale-while-revalidate=30';

// GET /api/valgaften — the night's figures as compact JSON for /valgaften's own updates and the home banner. The CDN
// holds it 5 s; an unchanged view answers 304 to If-None-Match, and the instance reads the database once per change.
export const GET = apiHandler('GET /api/valgaften', async (request: Request) => {
  const { body, etag } = await getValgView(await getDb());
  const headers = { 'Cache-Control': cacheControl, ETag: etag };
  const match = request.headers.get('if-none-match');
  if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag))
    return new Response(null, { status: 304, headers });
  return new Response(body, {
    status: 200,
    headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
  });
});
