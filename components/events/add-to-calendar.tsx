// "Tilføj til kalender": the event's own .ics, and prefilled Google and Outlook links (plain links: nothing is
// requested from either until the visitor follows one).
import { type CampaignEvent, eventIcsPath, eventPath, placeLabel } from '@/lib/content/events';
import { absoluteUrl } from '@/lib/seo';

const compactUtc = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function googleCalendarUrl(event: CampaignEvent) {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compactUtc(event.startAt)}/${compactUtc(event.endAt)}`,
    details: `${event.summary}\n\n${absoluteUrl(eventPath(event))}`,
    location: event.place ? placeLabel(event) : (event.online ?? ''),
    ctz: 'Europe/Copenhagen',
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

function outlookCalendarUrl(event: CampaignEvent) {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: event.startAt.toISOString(),
    enddt: event.endAt.toISOString(),
    body: `${event.summary}\n\n${absoluteUrl(eventPath(event))}`,
    location: event.place ? placeLabel(event) : (event.online ?? ''),
  });
  return `https://outlook.live.com/calendar/0/action/compose?${params}`;
}

const linkClass = 'font-medium text-brand-700 underline underline-offset-2';

export function AddToCalendar({ event }: { event: CampaignEvent }) {
  return (
    <section aria-labelledby="add-to-calendar" className="card space-y-2">
      <h2 id="add-to-calendar" className="text-xl font-semibold text-ink">
        Tilføj til kalender
      </h2>
      <ul className="space-y-1 text-sm">
        <li>
          <a href={eventIcsPath(event)} download className={linkClass}>
            Hent kalenderfil (.ics)
          </a>
        </li>
        <li>
          <a
            href={googleCalendarUrl(event)}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            Google Kalender (åbner i nyt vindue)
          </a>
        </li>
        <li>
          <a
            href={outlookCalendarUrl(event)}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            Outlook (åbner i nyt vindue)
          </a>
        </li>
      </ul>
    </section>
  );
}

/** webcal:// makes calendar programs subscribe instead of importing once. */
const webcalUrl = () => absoluteUrl('/kalender.ics').replace(/^https?:/, 'webcal:');

export function SubscribeCalendar() {
  return (
    <p className="text-sm text-slate-700">
      <a href={webcalUrl()} className={linkClass}>
        Abonnér på kalenderen
      </a>{' '}
      – så kommer nye og ændrede arrangementer selv ind i din kalender (eller{' '}
      <a href="/kalender.ics" className={linkClass}>
        hent kalenderfilen
      </a>
      ).
    </p>
  );
}
