// "Mød os" on the home page: the next three events by the visitor's clock, and the way to all of them.
import Link from '@/components/ui/link';
import { getEvents } from '@/lib/content/events';
import { now } from '@/lib/time/clock';
import { toEventItem } from './event-item';
import { EventList } from './event-list';

export function NextEventsSection() {
  return (
    <section aria-labelledby="home-events" className="container-page py-12">
      <h2 id="home-events" className="text-3xl font-bold tracking-tight text-ink">
        Mød os
      </h2>
      <p className="mt-2 text-slate-700">Kom og mød vores kandidater før valget.</p>
      <div className="mt-6">
        <EventList
          items={getEvents().map(toEventItem)}
          builtAt={now().getTime()}
          mode="next"
          limit={3}
          headingLevel="h2"
        />
      </div>
      <p className="mt-6">
        <Link href="/moed-os" className="btn-secondary">
          Se alle arrangementer
        </Link>
      </p>
    </section>
  );
}
