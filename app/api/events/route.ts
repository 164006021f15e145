import { count } from '@/lib/analytics/service';
import { apiHandler, guardWrite, limits, parseJson } from '@/lib/api';
import { eventSchema } from '@/lib/validation/events';

const noContent = () =>
  new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });

/** Do Not Track or Global Privacy Control: the visitor asked not to be counted. */
const optedOut = (headers: Headers) => headers.get('dnt') === '1' || headers.get('sec-gpc') === '1';

// POST /api/events { kind, page | demo } — adds one to today's counter for that page or demo, nothing else.
export const POST = apiHandler('POST /api/events', async (request: Request) => {
  if (optedOut(request.headers)) return noContent();
  await guardWrite(request, limits.events);
  const event = await parseJson(request, eventSchema);
  await count(event.kind, event.kind === 'pageview' ? event.page : event.demo);
  return noContent();
});
