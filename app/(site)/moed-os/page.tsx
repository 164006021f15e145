import type { Metadata } from 'next';
import { SubscribeCalendar } from '@/components/events/add-to-calendar';
import { toEventItem } from '@/components/events/event-item';
import { EventList } from '@/components/events/event-list';
import { PartyJsonLd } from '@/components/seo/party-json-ld';
import { getEvents } from '@/lib/content/events';
import { pageMetadata } from '@/lib/seo';
import { now } from '@/lib/time/clock';

export const metadata: Metadata = pageMetadata({
  title: 'Mød os',
  description:
    'Stande, debatter, kaffemøder og dørbank: her kan du møde vores kandidater før kommunalvalget.',
  path: '/moed-os',
});

export default function MeetUsPage() {
  return (
    <div className="container-page py-12">
      <PartyJsonLd />
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">Mød os</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">
        Kom og mød vores kandidater: på biblioteket, i centret, ved din dør eller online. Alle er
        velkomne.
      </p>
      <div className="mt-4">
        <SubscribeCalendar />
      </div>
      <div className="mt-10">
        <EventList items={getEvents().map(toEventItem)} builtAt={now().getTime()} mode="all" />
      </div>
    </div>
  );
}
