// schema.org Event for an event page, with Google's required and recommended properties (name, startDate, location;
// endDate, eventStatus, eventAttendanceMode, organizer, performer, image, description, offers-free capacity).
import { getCandidateBySlug } from '@/lib/content/candidates';
import { type CampaignEvent, eventPath } from '@/lib/content/events';
import { absoluteUrl } from '@/lib/seo';
import { site } from '@/lib/site';
import { JsonLd } from './json-ld';
import { routeGroupSuffix } from './article-json-ld';
import { partyReference } from './party-json-ld';

const STATUS = {
  planlagt: 'https://schema.org/EventScheduled',
  aflyst: 'https://schema.org/EventCancelled',
  flyttet: 'https://schema.org/EventRescheduled',
} as const;

function attendanceMode(event: CampaignEvent) {
  if (event.place && event.online) return 'https://schema.org/MixedEventAttendanceMode';
  return event.online
    ? 'https://schema.org/OnlineEventAttendanceMode'
    : 'https://schema.org/OfflineEventAttendanceMode';
}

function location(event: CampaignEvent) {
  const places: object[] = [];
  if (event.place) {
    places.push({
      '@type': 'Place',
      name: event.place.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.place.street,
        postalCode: event.place.postalCode,
        addressLocality: event.place.town,
        addressCountry: 'DK',
      },
      ...(event.place.lat !== undefined && event.place.lon !== undefined
        ? {
            geo: {
              '@type': 'GeoCoordinates',
              latitude: event.place.lat,
              longitude: event.place.lon,
            },
          }
        : {}),
    });
  }
  if (event.online) places.push({ '@type': 'VirtualLocation', url: event.online });
  return places.length === 1 ? places[0] : places;
}

function eventData(event: CampaignEvent) {
  const url = absoluteUrl(eventPath(event));
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.summary,
    url,
    startDate: event.startAt.toISOString(),
    endDate: event.endAt.toISOString(),
    eventStatus: STATUS[event.status],
    ...(event.status === 'flyttet' && event.previousStartAt
      ? { previousStartDate: event.previousStartAt.toISOString() }
      : {}),
    eventAttendanceMode: attendanceMode(event),
    location: location(event),
    // The page's own OG image (see article-json-ld.tsx for the suffix), then the site's share image.
    image: [
      absoluteUrl(
        event.image ??
          `${eventPath(event)}/opengraph-image-${routeGroupSuffix('/(site)/moed-os/[slug]')}`,
      ),
      absoluteUrl(site.shareImage.path),
    ],
    organizer: partyReference,
    performer: event.candidates.map((slug) => {
      const candidate = getCandidateBySlug(slug);
      return {
        '@type': 'Person',
        name: candidate?.name ?? slug,
        url: absoluteUrl(`/kandidater/${slug}`),
      };
    }),
    // Free entry: Google recommends offers; the price is 0 and sign-up (where there are places) is on the page.
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'DKK',
      availability: 'https://schema.org/InStock',
      url,
    },
    isAccessibleForFree: true,
    ...(event.capacity !== undefined ? { maximumAttendeeCapacity: event.capacity } : {}),
    inLanguage: 'da-DK',
  };
}

export function EventJsonLd({ event }: { event: CampaignEvent }) {
  return <JsonLd data={eventData(event)} />;
}
