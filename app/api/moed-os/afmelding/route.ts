import { ApiError, apiHandler, guardWrite, limits, parseJson } from '@/lib/api';
import { json } from '@/lib/api/respond';
import { cancelSignup } from '@/lib/events/signup-service';
import { eventCancelSchema } from '@/lib/validation/event-signup';

const invalidLink = () =>
  new ApiError(
    404,
    'invalid_link',
    'Afmeldingslinket er ugyldigt, eller du er allerede afmeldt.',
    'token',
  );

// POST /api/moed-os/afmelding { token } — the cancel page's button (a GET never cancels: mail scanners follow links).
// 200 { event } when cancelled; the first on the waiting list who fits is moved up and mailed. 404 for a forged,
// broken or already used link, with the same message for each so a link reveals nothing.
export const POST = apiHandler('POST /api/moed-os/afmelding', async (request: Request) => {
  await guardWrite(request, limits.signup);
  const { token } = await parseJson(request, eventCancelSchema);
  const result = await cancelSignup(token);
  if (result.status === 'invalid_link') throw invalidLink();
  return json({ ok: true, event: result.event }, { status: 200 });
});
