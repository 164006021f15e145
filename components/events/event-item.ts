// What a list of events needs in the browser: plain, already formatted values (the leaf formats nothing itself).
import { getCandidateBySlug } from '@/lib/content/candidates';
import { type CampaignEvent, eventPath, placeLabel } from '@/lib/content/events';
import { dayLabel, timeRange } from '@/lib/events/format';

export type EventItem = {
  slug: string;
  href: string;
  title: string;
  status: CampaignEvent['status'];
  day: string;
  time: string;
  place: string;
  /** Epoch milliseconds; the leaf compares them with the clock. */
  start: number;
  end: number;
  candidates: { slug: string; name: string }[];
};

export function toEventItem(event: CampaignEvent): EventItem {
  return {
    slug: event.slug,
    href: eventPath(event),
    title: event.title,
    status: event.status,
    day: dayLabel(event.startAt),
    time: timeRange(event),
    place: placeLabel(event),
    start: event.startAt.getTime(),
    end: event.endAt.getTime(),
    candidates: event.candidates.map((slug) => ({
      slug,
      name: getCandidateBySlug(slug)?.name ?? slug,
    })),
  };
}
