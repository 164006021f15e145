import Link from '@/components/ui/link';
import { Markdown } from '@/components/content/markdown';
import { AddToCalendar } from '@/components/events/add-to-calendar';
import { SignupFormOnUse } from '@/components/events/signup-form-on-use';
import { BreadcrumbListJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { EventJsonLd } from '@/components/seo/event-json-ld';
import { PartyJsonLd } from '@/components/seo/party-json-ld';
import { getCandidateBySlug } from '@/lib/content/candidates';
import { eventPath, type CampaignEvent } from '@/lib/content/events';
import { getPolicyArea } from '@/lib/content/policy-areas';
import { dayLabel, timeRange, whenLabel } from '@/lib/events/format';
import { entry } from './segment';

type Props = { params: Promise<{ slug: string }> };

// Only known slugs exist; proxy.ts answers unknown ones with this segment's not-found text and HTTP 404.
export const dynamicParams = false;
export { generateStaticParams, generateMetadata } from './segment';

/** A link to the place on OpenStreetMap: the coordinates when given, else a search for the address. No map is embedded. */
function osmUrl(place: NonNullable<CampaignEvent['place']>) {
  if (place.lat !== undefined && place.lon !== undefined)
    return `https://www.openstreetmap.org/?mlat=${place.lat}&mlon=${place.lon}#map=17/${place.lat}/${place.lon}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${place.street}, ${place.postalCode} ${place.town}`)}`;
}

function StatusNotice({ event }: { event: CampaignEvent }) {
  if (event.status === 'aflyst')
    return (
      <p className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 font-semibold text-red-900">
        Arrangementet er aflyst.
      </p>
    );
  if (event.status === 'flyttet' && event.previousStartAt)
    return (
      <p className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-4 font-semibold text-ink">
        Arrangementet er flyttet fra {dayLabel(event.previousStartAt)} til {whenLabel(event)}.
      </p>
    );
  return null;
}

const linkClass = 'font-medium text-brand-700 underline underline-offset-2';

export default async function EventPage({ params }: Props) {
  const event = await entry(params);
  const path = eventPath(event);
  const candidates = event.candidates
    .map((slug) => getCandidateBySlug(slug))
    .filter((c) => c !== undefined);
  const areas = event.areas.map((slug) => getPolicyArea(slug)).filter((a) => a !== undefined);

  return (
    <article className="container-page py-12">
      <PartyJsonLd />
      <div className="max-w-3xl space-y-6">
        <StatusNotice event={event} />
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">{event.title}</h1>
        <p className="text-lg text-slate-700">{event.summary}</p>
        <dl className="card grid gap-3 sm:grid-cols-[8rem_1fr]">
          <dt className="font-semibold text-ink">Dato</dt>
          <dd>{dayLabel(event.startAt)}</dd>
          <dt className="font-semibold text-ink">Tid</dt>
          <dd>kl. {timeRange(event)}</dd>
          {event.place && (
            <>
              <dt className="font-semibold text-ink">Sted</dt>
              <dd>
                {event.place.name}
                <br />
                {event.place.street}, {event.place.postalCode} {event.place.town}
                <br />
                <a
                  href={osmUrl(event.place)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  Se stedet på OpenStreetMap (åbner i nyt vindue)
                </a>
              </dd>
            </>
          )}
          {event.online && (
            <>
              <dt className="font-semibold text-ink">Online</dt>
              <dd>
                <a
                  href={event.online}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  Deltag online (åbner i nyt vindue)
                </a>
              </dd>
            </>
          )}
          {candidates.length > 0 && (
            <>
              <dt className="font-semibold text-ink">Kandidater</dt>
              <dd>
                <ul>
                  {candidates.map((c) => (
                    <li key={c.slug}>
                      <Link href={`/kandidater/${c.slug}`} className={linkClass}>
                        {c.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
          {areas.length > 0 && (
            <>
              <dt className="font-semibold text-ink">Emner</dt>
              <dd>
                <ul>
                  {areas.map((a) => (
                    <li key={a.slug}>
                      <Link href={`/politik/${a.slug}`} className={linkClass}>
                        {a.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
        </dl>
        <Markdown source={event.body} className="prose-campaign" />
        {event.capacity !== undefined && event.status !== 'aflyst' && (
          <section className="card" aria-label="Tilmelding">
            <SignupFormOnUse event={event.slug} start={event.startAt.getTime()} />
          </section>
        )}
        <AddToCalendar event={event} />
        <p>
          <Link href="/moed-os" className="btn-secondary">
            Se alle arrangementer
          </Link>
        </p>
      </div>
      <EventJsonLd event={event} />
      <BreadcrumbListJsonLd
        items={[
          { name: 'Hjem', path: '/' },
          { name: 'Mød os', path: '/moed-os' },
          { name: event.title, path },
        ]}
      />
    </article>
  );
}
