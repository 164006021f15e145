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

export type SignupRef = { id: number; name: string; email: string; people: number };

// already_*: the address was signed up before and someone (the person or a stranger) sent the form again; the visitor
// got the same answer as for a new sign-up, so this mail is where the address learns what it already has (issue 34).
export type EventMailKind =
  | 'confirmed'
  | 'waiting'
  | 'already_confirmed'
  | 'already_waiting'
  | 'promoted'
  | 'reminder'
  | 'changed';

/** What changed since the attendee was last told, in words for the notice. */
export type ChangeWords = { previousWhen?: string; previousPlace?: string };

function subjectOf(kind: EventMailKind, event: CampaignEvent) {
  const title = headerText(event.title, 60);
  switch (kind) {
    case 'confirmed':
      return `Du er tilmeldt: ${title}`;
    case 'waiting':
      return `Du er på ventelisten: ${title}`;
    case 'already_confirmed':
      return `Du er allerede tilmeldt: ${title}`;
    case 'already_waiting':
      return `Du står allerede på ventelisten: ${title}`;
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
    case 'already_confirmed':
      return [
        'Vi har fået en tilmelding mere med din e-mailadresse, men du var allerede tilmeldt, så intet er ændret: din plads er stadig din.',
        'Var det ikke dig, der tilmeldte dig igen, behøver du ikke gøre noget.',
      ];
    case 'already_waiting':
      return [
        'Vi har fået en tilmelding mere med din e-mailadresse, men du stod allerede på ventelisten, så intet er ændret: du beholder din plads i køen. Bliver der en plads, rykker du op, og vi skriver til dig.',
        'Var det ikke dig, der tilmeldte dig igen, behøver du ikke gøre noget.',
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

export function buildEventMail(
  kind: EventMailKind,
  event: CampaignEvent,
  signup: SignupRef,
  change: ChangeWords = {},
): OutgoingMail {
  const subject = subjectOf(kind, event);
  const page = absoluteUrl(eventPath(event));
  const cancel = cancelUrl(signup);
  const facts = [
    `Hvad: ${event.title}`,
    `Hvornår: ${whenLabel(event)}`,
    `Hvor: ${placeLabel(event)}${event.online ? ` (online: ${event.online})` : ''}`,
    `Antal personer: ${signup.people}`,
  ];
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
  const withCalendar = kind !== 'waiting' && kind !== 'already_waiting';
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
