// Vagtplan's mails (issue 47). To a volunteer: a shift taken, moved or cancelled (each with the shift's .ics: same UID,
// the current SEQUENCE), the reminder the day before, and the team's message to a shift. Every one carries the
// volunteer's "Mine vagter" link. To the team only: a volunteer left a shift.
import type { ShiftWithTask } from '../../db/queries/shifts';
import { env } from '../env.js';
import { site } from '../site';
import { shiftCalendar, shiftIcsFilename } from '../vagtplan/calendar';
import { shiftWhen, taskKindLabels } from '../vagtplan/labels';
import { contactInbox } from './config';
import { escapeHtml, headerText, htmlLines } from './header-safe';
import { htmlDocument, type OutgoingMail } from './message';

export type ShiftMailKind = 'taken' | 'moved' | 'cancelled' | 'reminder' | 'message';
type Person = { name: string; email: string };

const openings: Record<Exclude<ShiftMailKind, 'message'>, string> = {
  taken: 'Tak, fordi du har taget en vagt. Kalenderfilen er vedhæftet.',
  moved:
    'Vagten, du har taget, er flyttet. Den vedhæftede kalenderfil opdaterer aftalen i din kalender.',
  cancelled:
    'Vagten, du havde taget, er aflyst. Den vedhæftede kalenderfil fjerner den fra din kalender.',
  reminder: 'En påmindelse: du har en vagt i morgen.',
};

function subjectOf(kind: ShiftMailKind, shift: ShiftWithTask, subject?: string) {
  const title = headerText(shift.task.title, 60);
  switch (kind) {
    case 'taken':
      return `Din vagt: ${title}`;
    case 'moved':
      return `Vagten er flyttet: ${title}`;
    case 'cancelled':
      return `Vagten er aflyst: ${title}`;
    case 'reminder':
      return `I morgen: ${title}`;
    case 'message':
      return `${headerText(subject ?? '', 80)} (${title})`;
  }
}

export function buildShiftMail(
  kind: ShiftMailKind,
  shift: ShiftWithTask,
  to: Person,
  myShiftsLink: string,
  {
    previousWhen,
    message,
    subject,
    at = new Date(),
  }: {
    previousWhen?: string;
    message?: string;
    subject?: string;
    at?: Date;
  } = {},
): OutgoingMail {
  const title = subjectOf(kind, shift, subject);
  const opening =
    kind === 'message'
      ? (message ?? '')
      : openings[kind] + (previousWhen ? ` Før: ${previousWhen}.` : '');
  const facts = [
    `Hvad: ${taskKindLabels[shift.task.kind]} – ${shift.task.title}`,
    `Hvornår: ${shiftWhen(shift)}`,
    `Mødested: ${shift.task.meetingPoint}`,
    ...(shift.task.area ? [`Område: ${shift.task.area}`] : []),
  ];
  const notes = shift.task.notes ? [shift.task.notes] : [];
  const signOff = `Venlig hilsen\n${site.partyName} ${site.municipality}`;
  const linkText = 'Se og ændr dine vagter';
  const textBody = [
    `Hej ${headerText(to.name, 100)}`,
    '',
    opening,
    '',
    ...facts,
    ...notes.flatMap((n) => ['', n]),
    '',
    `${linkText}: ${myShiftsLink}`,
    '',
    signOff,
    '',
  ].join('\n');
  const htmlBody = htmlDocument(
    escapeHtml(title),
    [
      `<p>${escapeHtml(`Hej ${headerText(to.name, 100)}`)}</p>`,
      `<p>${htmlLines(opening)}</p>`,
      `<ul>${facts.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`,
      ...notes.map((n) => `<p>${htmlLines(n)}</p>`),
      `<p><a href="${escapeHtml(myShiftsLink)}">${linkText}</a></p>`,
      `<p>${htmlLines(signOff)}</p>`,
    ].join('\n'),
  );
  const withCalendar = kind === 'taken' || kind === 'moved' || kind === 'cancelled';
  return {
    kind: 'shift',
    recipient: to.email,
    aboutEmail: to.email,
    subject: title,
    textBody,
    htmlBody,
    replyTo: null,
    headers: null,
    attachments: withCalendar
      ? [
          {
            filename: shiftIcsFilename(shift.id),
            contentType: 'text/calendar; charset=utf-8',
            content: shiftCalendar(shift, at),
          },
        ]
      : null,
  };
}

/** To the team only (VOLUNTEER_INBOX, else CONTACT_INBOX): a volunteer gave their place back. */
export function buildShiftLeftMail(shift: ShiftWithTask, who: Person, left: number): OutgoingMail {
  const subject = `[Vagtplan] ${headerText(who.name, 60)} har meldt fra: ${headerText(shift.task.title, 60)}`;
  const lines = [
    `${who.name} (${who.email}) har meldt fra vagten ${shiftWhen(shift)}.`,
    `Ledige pladser nu: ${left} af ${shift.places}.`,
  ];
  return {
    kind: 'shift',
    recipient: env.VOLUNTEER_INBOX ?? contactInbox(),
    aboutEmail: who.email,
    subject,
    textBody: [...lines, ''].join('\n'),
    htmlBody: htmlDocument(
      escapeHtml(subject),
      lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'),
    ),
    replyTo: null,
    headers: null,
  };
}
