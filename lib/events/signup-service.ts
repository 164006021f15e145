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
  placeSignup,
  placesHeldBy,
  placesTaken,
  promoteSignup,
  waitingCount,
  waitingList,
  type BookableEvent,
  type SignupInput,
} from '@/db/queries/event-signups';
import type { EventSignup } from '@/db/schema';
import { enqueueMail, type MailThrottle } from '@/db/queries/outbox';
import { refuse, type Refusal } from '@/lib/api/refusal';
import { clientAddress, clientKey } from '@/lib/api/client-key';
import { type CampaignEvent, getEventBySlug } from '@/lib/content/events';
import { env } from '@/lib/env';
import { buildEventConfirmMail, buildEventMail } from '@/lib/mail/event-mail';
import { sendSoon } from '@/lib/mail/send-soon';
import {
  CONFIRM_LINK_HOURS,
  confirmUrl,
  isExpired,
  isGenuine,
  newNonce,
  parseConfirmToken,
} from '@/lib/stewardship/confirm-token';
import { now } from '@/lib/time/clock';
import { eventSignupConsent } from '@/lib/validation/event-signup';
import { cancelTokenMatches, tokenSignupId } from './cancel-token';
import { bookable } from './signups';

/**
 * At most this many confirmation mails go to one address (without its +tag) in 24 hours on a visitor's word; the mails
 * after the owner confirms are the owner's own doing and not limited.
 */
const CONFIRM_MAIL_THROTTLE: MailThrottle = { max: 5, withinMs: 86_400_000 };
/** Places one client (network address, as the rate limits see it) may ask for of one event, pending included. */
export const MAX_PEOPLE_PER_CLIENT = 6;

export const EVENT_CONFIRM_PATH = '/moed-os/bekraeft';

/** The client's key for this event (lib/api/client-key.ts) and how many places one client may ask for. */
type ClientBound = { key: string; maxPeople: number };

/**
 * pending: stored, holding nothing, with a confirmation mail unless the address had its share today (outboxId null).
 * The same for a known and a new address (issue 45): a stranger learns nothing. 'too_many': the client already asked
 * for its places of this event.
 */
export type RequestResult =
  { status: 'pending'; id: number; outboxId: number | null } | { status: 'too_many' };

/**
 * A visitor's sign-up (issue 45): one pending row of its own, whatever the address already has, and the owner's link.
 * Nothing counts towards the event's places until the owner confirms. With a client bound, one client asks for at most
 * maxPeople places of the event (pending ones included), checked under the event's lock.
 */
async function requestPlaces(
  db: Database,
  event: BookableEvent & { content: CampaignEvent },
  input: SignupInput,
  at = new Date(),
  client: ClientBound | null = null,
): Promise<RequestResult> {
  const expiresAt = new Date(at.getTime() + CONFIRM_LINK_HOURS * 3_600_000);
  return db.transaction(async (tx): Promise<RequestResult> => {
    await lockCapacity(tx, event.slug, event.capacity);
    if (
      client &&
      (await placesHeldBy(tx, event.slug, client.key)) + input.people > client.maxPeople
    )
      return { status: 'too_many' };
    const nonce = newNonce();
    const row = await insertSignup(tx, event, input, 'pending', client?.key ?? null, {
      nonce,
      at,
    });
    const url = confirmUrl(
      EVENT_CONFIRM_PATH,
      'event',
      { id: row.id, email: row.email, nonce },
      expiresAt,
    );
    const mail = buildEventConfirmMail(event.content, row, url);
    const outboxId = await enqueueMail(tx, mail, { throttle: CONFIRM_MAIL_THROTTLE, at });
    return { status: 'pending', id: row.id, outboxId };
  });
}

/**
 * The client's key for this event: lib/api/client-key.ts's salted HMAC with the event as bucket and one fixed window,
 * so it holds for the event's whole sign-up period and links nothing across events. No bound when the rate limits are
 * off or no client address is known ('direct': TRUSTED_PROXY_HOPS=0 and the request carries no socket address from
 * lib/api/peer-address.ts; 'unknown': no header): every visitor would share one key, and the bound would close the
 * event after six people.
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
 * 'too_many' once the request's client asked for its places of the event; else pending until the owner confirms.
 */
export async function signUpForEvent(
  form: EventSignupForm,
  request: Request,
  at = now(),
): Promise<Refusal | RequestResult> {
  const event = getEventBySlug(form.event);
  if (!event) return refuse('Arrangementet findes ikke.', 'event');
  if (event.status === 'aflyst')
    return refuse('Arrangementet er aflyst, så tilmeldingen er lukket.', 'event');
  if (at.getTime() >= event.startAt.getTime())
    return refuse('Arrangementet er begyndt eller slut, så tilmeldingen er lukket.', 'event');
  if (event.capacity === undefined)
    return refuse('Arrangementet har ingen tilmelding – mød bare op.', 'event');
  const result = await requestPlaces(
    await getDb(),
    { ...bookable({ ...event, capacity: event.capacity }), content: event },
    {
      name: form.name,
      email: form.email,
      people: form.people,
      consentVersion: eventSignupConsent.version,
    },
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
  // Newcomers queue behind anyone already waiting (confirmEventSignup), so a waiting list means full.
  return { status: 'open', capacity: event.capacity, left, full: left === 0 || counts.waiting > 0 };
}

/**
 * What a confirmation link means (issue 45). valid: the pending sign-up and its event, open for sign-up. closed: the
 * event was cancelled, has begun or is gone. used: already confirmed. invalid: forged, or the sign-up is gone.
 */
export type SignupLinkCheck =
  | { status: 'valid'; signup: EventSignup; event: CampaignEvent & { capacity: number } }
  | { status: 'closed' | 'used' | 'expired' | 'invalid' };

async function checkSignupLink(
  db: Database,
  token: string | null | undefined,
  at: Date,
  lock: boolean,
): Promise<SignupLinkCheck> {
  const parsed = parseConfirmToken(token);
  if (!parsed) return { status: 'invalid' };
  const signup = await findSignup(db, parsed.id, { lock });
  if (!signup || !isGenuine('event', parsed, signup)) return { status: 'invalid' };
  if (signup.status !== 'pending') return { status: 'used' };
  if (isExpired(parsed, at)) return { status: 'expired' };
  const event = getEventBySlug(signup.eventSlug);
  if (
    !event ||
    event.capacity === undefined ||
    event.status === 'aflyst' ||
    at.getTime() >= event.startAt.getTime()
  )
    return { status: 'closed' };
  return { status: 'valid', signup, event: { ...event, capacity: event.capacity } };
}

/** What a link means right now; changes nothing (the confirmation page's GET). */
export const checkEventLink = async (token: string | null | undefined, at = now()) =>
  checkSignupLink(await getDb(), token, at, false);

/**
 * confirmed / waiting: the sign-up now holds a place, or queues because the event filled up between the sign-up and
 * the confirmation (decided under the event's lock, as a sign-up was). already: the address already held a place or
 * queued for the event; this proposal is dropped and nothing changes.
 */
export type ConfirmSignupResult =
  | { status: 'confirmed' | 'waiting'; outboxId: number }
  | { status: 'already' | 'closed' | 'used' | 'expired' | 'invalid' };

/**
 * The owner's confirmation: under the event's lock (so two confirmations racing for the last place give it once), the
 * pending sign-up takes a place if one is free and nobody waits, else queues; the mail then brings the calendar file
 * (or says it waits).
 */
export async function confirmEventSignup(
  token: string | null | undefined,
  at = now(),
): Promise<ConfirmSignupResult> {
  const db = await getDb();
  const first = await checkSignupLink(db, token, at, false);
  if (first.status !== 'valid') return first;
  const slug = first.signup.eventSlug;
  const result = await db.transaction(async (tx): Promise<ConfirmSignupResult> => {
    const capacity = (await lockCapacity(tx, slug, first.event.capacity))!;
    const found = await checkSignupLink(tx, token, at, true);
    if (found.status !== 'valid') return found;
    const { signup, event } = found;
    if (await findSignupByEmail(tx, slug, signup.email)) {
      await deleteSignup(tx, signup.id);
      return { status: 'already' };
    }
    const fits =
      (await placesTaken(tx, slug)) + signup.people <= capacity &&
      (await waitingCount(tx, slug)) === 0;
    const status = fits ? ('confirmed' as const) : ('waiting' as const);
    const row = await placeSignup(tx, signup.id, status, bookable(event), at);
    return { status, outboxId: await enqueueMail(tx, buildEventMail(status, event, row), { at }) };
  });
  if (result.status === 'confirmed' || result.status === 'waiting') sendSoon([result.outboxId]);
  return result;
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
