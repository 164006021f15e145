import { getDb } from '@/db/index';
import { eventCounts, signUpForEvent } from '@/db/queries/event-signups';
import { ApiError, apiHandler, guardWrite, limits, parseJson, validationFailed } from '@/lib/api';
import { clientAddress, clientKey } from '@/lib/api/client-key';
import { json } from '@/lib/api/respond';
import { getEventBySlug } from '@/lib/content/events';
import { bookable } from '@/lib/events/signups';
import { buildEventMail } from '@/lib/mail/event-mail';
import { sendSoon } from '@/lib/mail/send-soon';
import { env } from '@/lib/env';
import { now } from '@/lib/time/clock';
import { eventSignupConsent } from '@/lib/validation/event-signup';
import { eventSignupSchema } from '@/lib/validation/event-signup';

// GET /api/moed-os/tilmelding?event={slug} — places left, so the form can say "Fuldt booket" before anyone types.
export const GET = apiHandler('GET /api/moed-os/tilmelding', async (request: Request) => {
  const event = getEventBySlug(new URL(request.url).searchParams.get('event') ?? '');
  if (!event || event.capacity === undefined)
    throw validationFailed('Arrangementet findes ikke, eller det har ingen tilmelding.', 'event');
  const counts = await eventCounts(await getDb(), event.slug);
  const left = Math.max(0, event.capacity - counts.confirmedPeople);
  // Newcomers queue behind anyone already waiting (db/queries/event-signups.ts), so a waiting list means full.
  return json(
    { capacity: event.capacity, left, full: left === 0 || counts.waiting > 0 },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});

/** Places one client (network address, as the rate limits see it) may hold of one event, waiting list included. */
const MAX_PEOPLE_PER_CLIENT = 6;
const tooMany = () =>
  new ApiError(
    429,
    'rate_limited',
    `Der kan højst tilmeldes ${MAX_PEOPLE_PER_CLIENT} personer til det samme arrangement fra én forbindelse. Skriv til os, hvis I skal være flere.`,
    'people',
  );

/**
 * The client's key for this event: lib/api/client-key.ts's salted HMAC with the event as bucket and one fixed window,
 * so it holds for the event's whole sign-up period and links nothing across events. No bound when the rate limits are
 * off or no client address is known ('direct': TRUSTED_PROXY_HOPS=0 and the request carries no socket address from
 * lib/api/peer-address.ts; 'unknown': no header): every visitor would share one key, and the bound would close the
 * event after six people.
 */
function clientBound(request: Request, slug: string) {
  if (!env.RATE_LIMIT_ENABLED) return null;
  const address = clientAddress(request);
  if (address === 'direct' || address === 'unknown') return null;
  return {
    key: clientKey(request, `event:${slug}`, new Date(0)),
    maxPeople: MAX_PEOPLE_PER_CLIENT,
  };
}

// POST /api/moed-os/tilmelding { event, name, email, people, consent } — 201 { status: confirmed | waiting } with a
// mail after the response. A known address gets the same answer a new one would (issue 34: the site must not tell
// who signed up); only the mail to the address says it was already signed up. 429 once the client holds its places.
export const POST = apiHandler('POST /api/moed-os/tilmelding', async (request: Request) => {
  await guardWrite(request, limits.signup);
  const input = await parseJson(request, eventSignupSchema);
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (input.website) return json({ ok: true, status: 'confirmed' }, { status: 201 });
  const event = getEventBySlug(input.event);
  if (!event) throw validationFailed('Arrangementet findes ikke.', 'event');
  if (event.status === 'aflyst')
    throw validationFailed('Arrangementet er aflyst, så tilmeldingen er lukket.', 'event');
  if (now().getTime() >= event.startAt.getTime())
    throw validationFailed(
      'Arrangementet er begyndt eller slut, så tilmeldingen er lukket.',
      'event',
    );
  if (event.capacity === undefined)
    throw validationFailed('Arrangementet har ingen tilmelding – mød bare op.', 'event');
  const result = await signUpForEvent(
    await getDb(),
    bookable({ ...event, capacity: event.capacity }),
    {
      name: input.name,
      email: input.email,
      people: input.people,
      consentVersion: eventSignupConsent.version,
    },
    (status, signup, known) =>
      buildEventMail(
        known ? (status === 'confirmed' ? 'already_confirmed' : 'already_waiting') : status,
        event,
        signup,
      ),
    now(),
    clientBound(request, event.slug),
  );
  if (result.status === 'too_many') throw tooMany();
  if (result.outboxId !== null) sendSoon([result.outboxId]);
  return json({ ok: true, status: result.status }, { status: 201 });
});
