import { ogContentType, ogSize, renderOgImage } from '@/components/opengraph-image';
import { getEventBySlug, getEvents } from '@/lib/content/events';
import { dayLabel } from '@/lib/events/format';

export const size = ogSize;
export const contentType = ogContentType;
export const dynamicParams = false;
export const alt = 'Arrangement';

export const generateStaticParams = () => getEvents().map((e) => ({ slug: e.slug }));

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const event = getEventBySlug((await params).slug);
  return renderOgImage({
    title: event?.title ?? 'Mød os',
    kicker: event ? `Mød os · ${dayLabel(event.startAt)}` : 'Mød os',
  });
}
