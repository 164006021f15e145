import { getDb } from '@/db/index';
import { cancelSignup, findSignup } from '@/db/queries/event-signups';
import { ApiError, apiHandler, guardWrite, limits, parseJson } from '@/lib/api';
import { json } from '@/lib/api/respond';
import { getEventBySlug } from '@/lib/content/events';
import { cancelTokenMatches, tokenSignupId } from '@/lib/events/cancel-token';
import { buildEventMail } from '@/lib/mail/event-mail';
import { sendSoon } from '@/lib/mail/send-soon';
import { now } from '@/lib/time/clock';
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
  const id = tokenSignupId(token);
  if (id === null) throw invalidLink();
  const db = await getDb();
  const signup = await findSignup(db, id);
  if (!signup || !cancelTokenMatches(token, signup)) throw invalidLink();
  // An event removed from content/ still lets its sign-ups cancel: no event details, and nobody moves up (issue 34).
  const event = getEventBySlug(signup.eventSlug);
  const result = await cancelSignup(
    db,
    signup.id,
    () => event?.capacity,
    event ? (promoted) => buildEventMail('promoted', event, promoted) : null,
    now(),
  );
  if (!result) throw invalidLink();
  sendSoon(result.promoted.map((p) => p.outboxId));
  return json(
    { ok: true, event: event ? { title: event.title, href: `/moed-os/${event.slug}` } : null },
    { status: 200 },
  );
});
