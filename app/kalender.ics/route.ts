import { getEvents } from '@/lib/content/events';
import { eventsCalendar, icsHeaders } from '@/lib/events/calendar';

// GET /kalender.ics — every event as one subscribable calendar (the "Abonnér på kalenderen" webcal:// link).
export const dynamic = 'force-static';

export function GET() {
  return new Response(eventsCalendar(getEvents()), { headers: icsHeaders('kalender.ics') });
}
