import { getDb } from '@/db/index';
import { eventCounts, signUpForEvent } from '@/db/queries/event-signups';
import { apiHandler, guardWrite, limits, parseJson, validationFailed } from '@/lib/api';
import { json } from '@/lib/api/respond';
import { getEventBySlug } from '@/lib/content/events';
import { bookable } from '@/lib/events/signups';
import { buildEventMail } from '@/lib/mail/event-mail';
import { sendSoon } from '@/lib/mail/send-soon';
import { now } from '@/lib/time/clock';
import { eventSignupConsent } from '@/lib/validation/event-signup';
import { eventSignupSchema } from '@/lib/validation/event-signup';

// GET /api/moed-os/tilmelding?event={slug} — places left, so the form can say "Fuldt booket" before anyone types.
export const GET = apiHandler('GET /api/moed-os/tilmelding', async (request: Request) => {
  const event = getEventBySlug(new URL(request.url).searchParams.get('event') ?? '');
  if (!event || event.capacity === undefined) throw validationFailed('Arrangementet findes ikke, eller det har ingen tilmelding.', 'event');
  const counts = await eventCounts(await getDb(), event.slug);
  const left = Math.max(0, event.capacity - counts.confirmedPeople);
  // Newcomers queue behind anyone already waiting (db/queries/event-signups.ts), so a waiting list means full.
  return json({ capacity: event.capacity, left, full: left === 0 || counts.waiting > 0 }, { headers: { 'Cache-Control': 'no-store' } });
});

// POST /api/moed-os/tilmelding { event, name, email, people, consent } — 201 { status: confirmed | waiting } with a
// mail after the response; 200 with the first answer when the email is already signed up for the event.
export const POST = apiHandler('POST /api/moed-os/tilmelding', async (request: Request) => {
  await guardWrite(request, limits.signup);
  const input = await parseJson(request, eventSignupSchema);
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (input.website) return json({ ok: true, status: 'confirmed' }, { status: 201 });
  const event = getEventBySlug(input.event);
  if (!event) throw validationFailed('Arrangementet findes ikke.', 'event');
  if (event.status === 'aflyst') throw validationFailed('Arrangementet er aflyst, så tilmeldingen er lukket.', 'event');
  if (now().getTime() >= event.startAt.getTime()) throw validationFailed('Arrangementet er begyndt eller slut, så tilmeldingen er lukket.', 'event');
  if (event.capacity === undefined) throw validationFailed('Arrangementet har ingen tilmelding – mød bare op.', 'event');
  const result = await signUpForEvent(
    await getDb(),
    bookable({ ...event, capacity: event.capacity }),
    { name: input.name, email: input.email, people: input.people, consentVersion: eventSignupConsent.version },
    (status, signup) => buildEventMail(status, event, signup),
    now(),
  );
  if (result.outboxId !== null) sendSoon([result.outboxId]);
  return json({ ok: true, status: result.status, duplicate: result.duplicate }, { status: result.duplicate ? 200 : 201 });
});
