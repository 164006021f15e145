// What Vagtplan's forms in the room send, read into the service's shapes, or the key of a Danish message for the first
// thing wrong (the action's redirect carries the key, never text, so an address cannot put words in the room's mouth).
// Times are Copenhagen wall time; a time the clocks skip (last Sunday of March, 02:00–02:59) is refused.
import { SHIFT_TASK_KINDS, type ShiftTaskKind } from '@/db/schema';
import type { TaskInput } from '@/db/queries/shifts';
import { parseLocalDateTime, resolveCopenhagen } from '@/lib/time/copenhagen';
import { controlChars, controlCharsExceptLines } from '@/lib/validation/text';
import type { ShiftForm } from './service';

export const formMessages = {
  type: 'Vælg en type opgave.',
  titel: 'Skriv en titel på 2–120 tegn.',
  moedested: 'Skriv et mødested (højst 200 tegn).',
  omraade: 'Området må højst være 500 tegn.',
  noter: 'Noterne må højst være 2000 tegn.',
  tegn: 'Et felt indeholder ugyldige tegn.',
  dato: 'Skriv en gyldig dato som ÅÅÅÅ-MM-DD.',
  tid: 'Skriv start og slut som TT:MM.',
  sommertid: 'Tiden findes ikke i dansk tid: urene stilles frem den nat. Vælg en anden tid.',
  samme: 'Slut skal være efter start.',
  pladser: 'Antal pladser skal være et helt tal fra 1 til 200.',
  navn: 'Skriv et navn på 2–100 tegn.',
  adresse: 'Skriv en adresse på 5–200 tegn.',
  email: 'Skriv en gyldig e-mailadresse.',
  telefon: 'Skriv et telefonnummer med mindst 8 cifre.',
  emne: 'Skriv et emne (højst 100 tegn) og en besked (højst 5000 tegn).',
  vagt: 'Vagten findes ikke, eller den er aflyst.',
  opgave: 'Opgaven findes ikke.',
} as const;
export type FormMessage = keyof typeof formMessages;
export const isFormMessage = (key: string | undefined): key is FormMessage =>
  key !== undefined && Object.hasOwn(formMessages, key);

type Read<T> = { ok: T } | { error: FormMessage };
const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
// A one-line field takes no line break, tab or C1 control (a title's CR or LF would forge rows in `shifts list`, a
// contact's would split its line in the poster task's notes); notes and messages keep their line breaks.
const oneLine = (...values: string[]) => values.every((v) => !controlChars.test(v));
const lines = (value: string) => !controlCharsExceptLines.test(value);
const within = (value: string, min: number, max: number) =>
  value.length >= min && value.length <= max;

export function readTask(form: FormData): Read<TaskInput> {
  const kind = text(form, 'type');
  if (!(SHIFT_TASK_KINDS as readonly string[]).includes(kind)) return { error: 'type' };
  const input = {
    kind: kind as ShiftTaskKind,
    title: text(form, 'titel'),
    meetingPoint: text(form, 'moedested'),
    area: text(form, 'omraade'),
    notes: text(form, 'noter').replace(/\r\n?/g, '\n'),
  };
  if (!oneLine(input.title, input.meetingPoint, input.area) || !lines(input.notes))
    return { error: 'tegn' };
  if (!within(input.title, 2, 120)) return { error: 'titel' };
  if (!within(input.meetingPoint, 1, 200)) return { error: 'moedested' };
  if (!within(input.area, 0, 500)) return { error: 'omraade' };
  if (!within(input.notes, 0, 2000)) return { error: 'noter' };
  return { ok: input };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function timeProblem(day: string, time: string): FormMessage | null {
  const parsed = parseLocalDateTime(`${day} ${time}`);
  if (!parsed) return 'dato';
  return resolveCopenhagen(parsed).kind === 'nonexistent' ? 'sommertid' : null;
}

/** Day, start and end (and places unless `withPlaces` is false) of one shift. */
export function readShift(form: FormData, withPlaces = true): Read<ShiftForm> {
  const day = text(form, 'dato');
  const start = text(form, 'start');
  const end = text(form, 'slut');
  if (!DAY.test(day)) return { error: 'dato' };
  if (!TIME.test(start) || !TIME.test(end)) return { error: 'tid' };
  const problem = timeProblem(day, start) ?? timeProblem(day, end);
  if (problem) return { error: problem };
  if (start === end) return { error: 'samme' };
  const placesText = text(form, 'pladser');
  const places = withPlaces ? Number(placesText) : 1;
  if (withPlaces && (!/^\d{1,3}$/.test(placesText) || places < 1 || places > 200))
    return { error: 'pladser' };
  return { ok: { day, start, end, places } };
}

export function readPosterContact(
  form: FormData,
): Read<{ name: string; address: string; email: string; phone: string }> {
  const contact = {
    name: text(form, 'navn'),
    address: text(form, 'adresse'),
    email: text(form, 'email'),
    phone: text(form, 'telefon'),
  };
  if (!oneLine(...Object.values(contact))) return { error: 'tegn' };
  if (!within(contact.name, 2, 100)) return { error: 'navn' };
  if (!within(contact.address, 5, 200)) return { error: 'adresse' };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.email) || contact.email.length > 255)
    return { error: 'email' };
  if (!/^\+?[\d ]{8,20}$/.test(contact.phone)) return { error: 'telefon' };
  return { ok: contact };
}

export function readShiftMessage(form: FormData): Read<{ subject: string; message: string }> {
  const subject = text(form, 'emne');
  const message = text(form, 'besked').replace(/\r\n?/g, '\n');
  if (!oneLine(subject) || !lines(message)) return { error: 'tegn' };
  if (!within(subject, 1, 100) || !within(message, 1, 5000)) return { error: 'emne' };
  return { ok: { subject, message } };
}
