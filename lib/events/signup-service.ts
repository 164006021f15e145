// Event sign-ups as the routes use them: the rules that close a sign-up (with their Danish messages), the booking
// itself under the event's lock, the cancel link and the waiting list moving up. Each verb is one transaction on the
// data layer; its mails are queued in it and sent after it commits.
import 'server-only';
import type { Database } from '@/db/client';
import { getDb } from '@/db/index';
import {
  deleteSignup,
  eventCounts,
  findSignup,
  findSignupByEmail,
  insertSignup,
  lockCapacity,
  placesHeldBy,
  placesTaken,
  promoteSignup,
  waitingCount,
  waitingList,
  type BookableEvent,
  type SignupInput,
  type SignupRow,
} from '@/db/queries/event-signups';
import { enqueueMail, type MailThrottle } from '@/db/queries/outbox';
import { refuse, type Refusal } from '@/lib/api/refusal';
import { clientAddress, clientKey } from '@/lib/api/client-key';
import { getEventBySlug } from '@/lib/content/events';
import { env } from '@/lib/env';
import { buildEventMail } from '@/lib/mail/event-mail';
import type { OutgoingMail } from '@/lib/mail/message';
import { sendSoon } from '@/lib/mail/send-soon';
import { now } from '@/lib/time/clock';
import { eventSignupConsent } from '@/lib/validation/event-signup';
import { cancelTokenMatches, tokenSignupId } from './cancel-token';
import { bookable } from './signups';

/** At most this many event mails go to one address in 24 hours on a visitor's word (each sign-up sends one). */
const EVENT_MAIL_THROTTLE: MailThrottle = { max: 5, withinMs: 86_400_000 };
/** Places one client (network address, as the rate limits see it) may hold of one event, waiting list included. */
export const MAX_PEOPLE_PER_CLIENT = 6;

/** The client's key for this event (lib/api/client-key.ts) and how many places one client may hold of it. */
type ClientBound = { key: string; maxPeople: number };

/**
 * status is the answer for the visitor: for a new address the sign-up's status, for a known one what a new sign-up
 * would have got at this moment, so the answer cannot tell whether the address was on the list (issue 34). known and
 * the mail say the truth to the address only. 'too_many': the client already holds its places of this event.
 */
export type BookingResult =
  | { status: 'confirmed' | 'waiting'; id: number; known: boolean; outboxId: number | null }
  | { status: 'too_many' };

/** known: the address was already signed up; the mail tells it so, with the status it already has. */
type ComposeSignupMail = (
  status: 'confirmed' | 'waiting',
  signup: SignupRow,
  known: boolean,
) => OutgoingMail;

/**
 * Books places or a place on the waiting list in one transaction. The same email twice for one event is one sign-up:
 * the second gets the answer a new address would get and a mail saying it was already signed up. Someone already
 * waiting keeps the queue: newcomers wait behind them. With a client bound, one client holds at most maxPeople places
 * (waiting included) of the event, checked under the event's lock before anything about the address is looked at.
 */
export async function bookPlaces(
  db: Database,
  event: BookableEvent,
  input: SignupInput,
  compose: ComposeSignupMail,
  at = new Date(),
  client: ClientBound | null = null,
): Promise<BookingResult> {
  return db.transaction(async (tx): Promise<BookingResult> => {
    const capacity = (await lockCapacity(tx, event.slug, event.capacity))!;
    if (
      client &&
      (await placesHeldBy(tx, event.slug, client.key)) + input.people > client.maxPeople
    )
      return { status: 'too_many' };
    const fits =
      (await placesTaken(tx, event.slug)) + input.people <= capacity &&
      (await waitingCount(tx, event.slug)) === 0;
    const status = fits ? ('confirmed' as const) : ('waiting' as const);
    const existing = await findSignupByEmail(tx, event.slug, input.email);
    const row = existing ?? (await insertSignup(tx, event, input, status, client?.key ?? null));
    const mail = compose(existing ? existing.status : status, row, Boolean(existing));
    const outboxId = await enqueueMail(tx, mail, { throttle: EVENT_MAIL_THROTTLE, at });
    return { status, id: row.id, known: Boolean(existing), outboxId };
  });
}

/**
 * The client's key for this event: lib/api/client-key.ts's salted HMAC with the event as bucket and one fixed window,
 * so it holds for the event's whole sign-up period and links nothing across events. No bound when the rate limits are
 * off or no client address is known ('direct': TRUSTED_PROXY_HOPS=0; 'unknown': no header): every visitor would share
 * one key, and the bound would close the event after six people.
 */
function clientBound(request: Request, slug: string): ClientBound | null {
  if (!env.RATE_LIMIT_ENABLED) return null;
  const address = clientAddress(request);
  if (address === 'direct' || address === 'unknown') return null;
  return {
    key: clientKey(request, `event:${slug}`, new Date(0)),
    maxPeople: MAX_PEOPLE_PER_CLIENT,
  };
}

export type EventSignupForm = { event: string; name: string; email: string; people: number };

/**
 * A visitor's sign-up from the form: refused while the event is unknown, cancelled, begun or without places;
 * 'too_many' once the request's client holds its places of the event.
 */
export async function signUpForEvent(
  form: EventSignupForm,
  request: Request,
  at = now(),
): Promise<Refusal | BookingResult> {
  const event = getEventBySlug(form.event);
  if (!event) return refuse('Arrangementet findes ikke.', 'event');
  if (event.status === 'aflyst')
    return refuse('Arrangementet er aflyst, så tilmeldingen er lukket.', 'event');
  if (at.getTime() >= event.startAt.getTime())
    return refuse('Arrangementet er begyndt eller slut, så tilmeldingen er lukket.', 'event');
  if (event.capacity === undefined)
    return refuse('Arrangementet har ingen tilmelding – mød bare op.', 'event');
  const result = await bookPlaces(
    await getDb(),
    bookable({ ...event, capacity: event.capacity }),
    {
      name: form.name,
      email: form.email,
      people: form.people,
      consentVersion: eventSignupConsent.version,
    },
    (status, signup, known) =>
      buildEventMail(
        known ? (status === 'confirmed' ? 'already_confirmed' : 'already_waiting') : status,
        event,
        signup,
      ),
    at,
    clientBound(request, event.slug),
  );
  if (result.status !== 'too_many' && result.outboxId !== null) sendSoon([result.outboxId]);
  return result;
}

/** Places left, so the form can say "Fuldt booket" before anyone types. */
export async function placesLeft(
  slug: string,
): Promise<Refusal | { status: 'open'; capacity: number; left: number; full: boolean }> {
  const event = getEventBySlug(slug);
  if (!event || event.capacity === undefined)
    return refuse('Arrangementet findes ikke, eller det har ingen tilmelding.', 'event');
  const counts = await eventCounts(await getDb(), event.slug);
  const left = Math.max(0, event.capacity - counts.confirmedPeople);
  // Newcomers queue behind anyone already waiting (bookPlaces), so a waiting list means full.
  return { status: 'open', capacity: event.capacity, left, full: left === 0 || counts.waiting > 0 };
}

export type CancelResult =
  | { status: 'cancelled'; event: { title: string; href: string } | null }
  | { status: 'invalid_link' };

/**
 * Cancels the sign-up a genuine cancel link names and moves the waiting list up in order while the first in line
 * fits, mailing each one moved up. An event no longer in content/ still lets its sign-ups cancel: no event details,
 * and nobody moves up to an event the site no longer shows (issue 34). A forged, broken or used link: invalid_link.
 */
export async function cancelSignup(token: string, at = now()): Promise<CancelResult> {
  const id = tokenSignupId(token);
  if (id === null) return { status: 'invalid_link' };
  const db = await getDb();
  const signup = await findSignup(db, id);
  if (!signup || !cancelTokenMatches(token, signup)) return { status: 'invalid_link' };
  const event = getEventBySlug(signup.eventSlug);
  const promoted = await db.transaction(async (tx) => {
    const capacity = await lockCapacity(tx, signup.eventSlug, event?.capacity);
    if (!(await deleteSignup(tx, signup.id))) return null;
    const outboxIds: number[] = [];
    if (capacity === null || !event) return outboxIds;
    let taken = await placesTaken(tx, signup.eventSlug);
    for (const next of await waitingList(tx, signup.eventSlug)) {
      if (taken + next.people > capacity) break;
      await promoteSignup(tx, next.id, at);
      taken += next.people;
      const mail = buildEventMail('promoted', event, next);
      outboxIds.push(await enqueueMail(tx, mail));
    }
    return outboxIds;
  });
  if (!promoted) return { status: 'invalid_link' };
  sendSoon(promoted);
  return {
    status: 'cancelled',
    event: event ? { title: event.title, href: `/moed-os/${event.slug}` } : null,
  };
}
