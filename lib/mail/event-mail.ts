// The mails about an event sign-up: confirmation (with the .ics), waiting list, moved up, reminder, change notice.
// Every one carries the signed cancel link; the data layer stores them, it does not compose them.
import { type CampaignEvent, eventPath, placeLabel } from '../content/events';
import { eventIcsFilename, eventsCalendar } from '../events/calendar';
import { cancelUrl } from '../events/cancel-token';
import { whenLabel } from '../events/format';
import { absoluteUrl } from '../seo';
import { site } from '../site';
import { escapeHtml, headerText } from './header-safe';
import { htmlDocument, type OutgoingMail } from './message';
import { buildConfirmMail } from './confirm-mail';
import { CONFIRM_LINK_HOURS } from '../stewardship/confirm-token';

export type SignupRef = { id: number; name: string; email: string; people: number };

export type EventMailKind = 'confirmed' | 'waiting' | 'promoted' | 'reminder' | 'changed';

/** What changed since the attendee was last told, in words for the notice. */
export type ChangeWords = { previousWhen?: string; previousPlace?: string };

function subjectOf(kind: EventMailKind, event: CampaignEvent) {
  const title = headerText(event.title, 60);
  switch (kind) {
    case 'confirmed':
      return `Du er tilmeldt: ${title}`;
    case 'waiting':
      return `Du er på ventelisten: ${title}`;
    case 'promoted':
      return `Der er plads til dig: ${title}`;
    case 'reminder':
      return `I morgen: ${title}`;
    case 'changed':
      return event.status === 'aflyst' ? `Aflyst: ${title}` : `Ændret: ${title}`;
  }
}

function opening(kind: EventMailKind, event: CampaignEvent, change: ChangeWords): string[] {
  switch (kind) {
    case 'confirmed':
      return ['Tak for din tilmelding. Vi glæder os til at se dig.'];
    case 'waiting':
      return [
        'Arrangementet er fuldt booket, så du står på ventelisten. Bliver der en plads, rykker du op, og vi skriver til dig.',
      ];
    case 'promoted':
      return [
        'Der er blevet en plads ledig, og du er rykket op fra ventelisten. Du er nu tilmeldt.',
      ];
    case 'reminder':
      return ['En påmindelse: arrangementet, du er tilmeldt, begynder om mindre end et døgn.'];
    case 'changed': {
      if (event.status === 'aflyst')
        return ['Vi må desværre aflyse arrangementet, du er tilmeldt. Vi beklager.'];
      const lines = ['Arrangementet, du er tilmeldt, er ændret.'];
      if (change.previousWhen) lines.push(`Før: ${change.previousWhen}. Nu: ${whenLabel(event)}.`);
      if (change.previousPlace)
        lines.push(`Før: ${change.previousPlace}. Nu: ${placeLabel(event)}.`);
      return lines;
    }
  }
}

const factsOf = (event: CampaignEvent, signup: SignupRef) => [
  `Hvad: ${event.title}`,
  `Hvornår: ${whenLabel(event)}`,
  `Hvor: ${placeLabel(event)}${event.online ? ` (online: ${event.online})` : ''}`,
  `Antal personer: ${signup.people}`,
];

/**
 * Issue 45: the double opt-in mail of an event sign-up. It holds no place and carries no calendar file: the owner's
 * confirmation does (then the 'confirmed' mail with the .ics, or 'waiting' when the event filled up in between).
 */
export function buildEventConfirmMail(
  event: CampaignEvent,
  signup: SignupRef,
  confirmUrl: string,
): OutgoingMail {
  return buildConfirmMail({
    kind: 'event_confirm',
    email: signup.email,
    subject: `Bekræft din tilmelding: ${headerText(event.title, 60)}`,
    greeting: `Hej ${headerText(signup.name, 100)}`,
    paragraphs: [
      'Tak for din tilmelding. Den gælder først, når du har bekræftet den: åbn linket herunder, og tryk på knappen "Bekræft min tilmelding". Indtil da holder vi ingen plads til dig.',
      factsOf(event, signup).join('. ') + '.',
      `Linket virker i ${CONFIRM_LINK_HOURS} timer. Er arrangementet blevet fuldt booket, når du bekræfter, kommer du på ventelisten. Bekræfter du ikke, sletter vi tilmeldingen efter 7 dage.`,
      `Var det ikke dig, der tilmeldte dig? Så skal du ikke gøre noget: uden din bekræftelse hører du ikke mere fra os. Spørgsmål: ${site.email}.`,
    ],
    textLink: 'Bekræft tilmeldingen',
    htmlLink: 'Bekræft min tilmelding',
    confirmUrl,
  });
}

export function buildEventMail(
  kind: EventMailKind,
  event: CampaignEvent,
  signup: SignupRef,
  change: ChangeWords = {},
): OutgoingMail {
  const subject = subjectOf(kind, event);
  const page = absoluteUrl(eventPath(event));
  const cancel = cancelUrl(signup);
  const facts = factsOf(event, signup);
  const paragraphs = [`Hej ${headerText(signup.name, 100)}`, ...opening(kind, event, change)];
  const cancelText =
    event.status === 'aflyst'
      ? null
      : 'Kan du ikke komme? Afmeld dig her, så går pladsen til den næste på ventelisten';
  const textBody = [
    ...paragraphs.flatMap((p) => [p, '']),
    ...facts,
    '',
    `Læs mere: ${page}`,
    ...(cancelText ? ['', `${cancelText}: ${cancel}`] : []),
    '',
    `Venlig hilsen\n${site.partyName} ${site.municipality}`,
    '',
  ].join('\n');
  const htmlBody = htmlDocument(
    escapeHtml(subject),
    [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<ul>${facts.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`,
      `<p><a href="${escapeHtml(page)}">Læs mere om arrangementet</a></p>`,
      ...(cancelText
        ? [`<p>${escapeHtml(cancelText)}: <a href="${escapeHtml(cancel)}">Afmeld</a></p>`]
        : []),
      `<p>Venlig hilsen<br>${escapeHtml(`${site.partyName} ${site.municipality}`)}</p>`,
    ].join('\n'),
  );
  // Everyone who holds a place gets the calendar file; the waiting list not yet.
  const withCalendar = kind !== 'waiting';
  return {
    kind: 'event',
    recipient: signup.email,
    aboutEmail: signup.email,
    subject,
    textBody,
    htmlBody,
    replyTo: null,
    headers: null,
    attachments: withCalendar
      ? [
          {
            filename: eventIcsFilename(event),
            contentType: 'text/calendar; charset=utf-8',
            content: eventsCalendar([event], { name: event.title }),
          },
        ]
      : null,
  };
}
