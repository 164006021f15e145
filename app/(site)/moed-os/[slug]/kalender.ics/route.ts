import { getEventBySlug, getEvents } from '@/lib/content/events';
import { eventIcsFilename, eventsCalendar, icsHeaders } from '@/lib/events/calendar';

// GET /moed-os/{slug}/kalender.ics — one event as an iCalendar file, written at build time like the page.
export const dynamicParams = false;
export const generateStaticParams = () => getEvents().map((e) => ({ slug: e.slug }));

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const event = getEventBySlug((await params).slug)!;
  return new Response(eventsCalendar([event], { name: event.title }), {
    headers: icsHeaders(eventIcsFilename(event)),
  });
}
