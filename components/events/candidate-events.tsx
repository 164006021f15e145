// A candidate page's "Mød {name}": the events the candidate attends, upcoming by the visitor's clock. Nothing (and no
// client JavaScript) for a candidate without events.
import { getEvents } from '@/lib/content/events';
import { now } from '@/lib/time/clock';
import { toEventItem } from './event-item';
import { EventList } from './event-list';

export function CandidateEvents({ slug, name }: { slug: string; name: string }) {
  const events = getEvents().filter((event) => event.candidates.includes(slug));
  if (!events.length) return null;
  return (
    <section aria-labelledby="candidate-events">
      <h2 id="candidate-events" className="text-2xl font-semibold text-ink">
        Mød {name}
      </h2>
      <div className="mt-4">
        <EventList
          items={events.map(toEventItem)}
          builtAt={now().getTime()}
          mode="candidate"
          headingLevel="h3"
        />
      </div>
    </section>
  );
}
