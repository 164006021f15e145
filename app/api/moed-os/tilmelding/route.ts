import { ApiError, apiHandler, guardWrite, limits, parseJson } from '@/lib/api';
import { refusalError } from '@/lib/api/refusal';
import { json } from '@/lib/api/respond';
import { MAX_PEOPLE_PER_CLIENT, placesLeft, signUpForEvent } from '@/lib/events/signup-service';
import { eventSignupSchema } from '@/lib/validation/event-signup';

// GET /api/moed-os/tilmelding?event={slug} — places left, so the form can say "Fuldt booket" before anyone types. Only
// confirmed sign-ups count (issue 45): the number moves when an owner confirms, never on a stranger's request.
export const GET = apiHandler('GET /api/moed-os/tilmelding', async (request: Request) => {
  const places = await placesLeft(new URL(request.url).searchParams.get('event') ?? '');
  if (places.status === 'refused') throw refusalError(places);
  const { capacity, left, full } = places;
  return json({ capacity, left, full }, { headers: { 'Cache-Control': 'no-store' } });
});

const tooMany = () =>
  new ApiError(
    429,
    'rate_limited',
    `Der kan højst tilmeldes ${MAX_PEOPLE_PER_CLIENT} personer til det samme arrangement fra én forbindelse. Skriv til os, hvis I skal være flere.`,
    'people',
  );

// POST /api/moed-os/tilmelding { event, name, email, people, consent } — 201 { status: pending } with the confirmation
// mail after the response (issue 45: double opt-in; no place is held until the owner confirms from the mail). A known
// and a new address do the very same thing, so nothing tells a stranger who signed up. 429 once the client asked for
// its places.
export const POST = apiHandler('POST /api/moed-os/tilmelding', async (request: Request) => {
  await guardWrite(request, limits.signup);
  const { website, consent, ...form } = await parseJson(request, eventSignupSchema);
  void consent;
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (website) return json({ ok: true, status: 'pending' }, { status: 201 });
  const result = await signUpForEvent(form, request);
  if (result.status === 'refused') throw refusalError(result);
  if (result.status === 'too_many') throw tooMany();
  return json({ ok: true, status: result.status }, { status: 201 });
});
