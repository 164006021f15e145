import { ApiError, apiHandler, guardWrite, limits, parseJson } from '@/lib/api';
import { isFormPost } from '@/lib/api/body';
import { formPostHandler } from '@/lib/api/form-answer';
import { refusalError } from '@/lib/api/refusal';
import { json } from '@/lib/api/respond';
import { eventPath, getEventBySlug } from '@/lib/content/events';
import { MAX_PEOPLE_PER_CLIENT, placesLeft, signUpForEvent } from '@/lib/events/signup-service';
import {
  eventSignupDone,
  eventSignupFromForm,
  eventSignupSchema,
} from '@/lib/validation/event-signup';

const NAME = 'POST /api/moed-os/tilmelding';

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

/** The sign-up itself, once the request has passed its guard and its schema; throws the refusals. */
async function signUp(
  { website, consent, ...form }: ReturnType<typeof eventSignupSchema.parse>,
  request: Request,
) {
  void consent;
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (website) return 'pending' as const;
  const result = await signUpForEvent(form, request);
  if (result.status === 'refused') throw refusalError(result);
  if (result.status === 'too_many') throw tooMany();
  return result.status;
}

/**
 * The form as the browser sends it by itself (issue 48: its code loads when the visitor first touches it, so a form
 * sent before that code has arrived, or after it failed to load, still signs up. The page's streaming shows the form
 * only with JavaScript, so this is not a no-JavaScript path). The same guard, schema, rules and mail as
 * the JSON answer; the answer is a page with the same message and status, and a link back to the event (a known one;
 * the list of events otherwise).
 */
const formPost = formPostHandler({
  name: NAME,
  limit: limits.signup,
  schema: eventSignupSchema,
  shape: eventSignupFromForm,
  run: signUp,
  done: ['Tjek din mail', eventSignupDone],
  refused: 'Tilmeldingen er ikke sendt',
  back: (fields) => {
    const event = typeof fields?.event === 'string' ? getEventBySlug(fields.event) : undefined;
    return event ? eventPath(event) : '/moed-os';
  },
  backLabel: (back) =>
    back === '/moed-os' ? 'Til alle arrangementer' : 'Tilbage til arrangementet',
});

// POST /api/moed-os/tilmelding { event, name, email, people, consent } — 201 { status: pending } with the confirmation
// mail after the response (issue 45: double opt-in; no place is held until the owner confirms from the mail). A known
// and a new address do the very same thing, so nothing tells a stranger who signed up. 429 once the client asked for
// its places. A form post (application/x-www-form-urlencoded) gets the same as a page (formPost).
export const POST = apiHandler(NAME, async (request: Request) => {
  if (isFormPost(request)) return formPost(request);
  await guardWrite(request, limits.signup);
  const status = await signUp(await parseJson(request, eventSignupSchema), request);
  return json({ ok: true, status }, { status: 201 });
});
