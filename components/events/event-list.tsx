'use client';
// Which events are upcoming follows the visitor's clock, not the build: the server HTML is split at build time, and
// after hydration the leaf splits again at now() (lib/time/clock), so an ended event is never shown as upcoming.
import Link from '@/components/ui/link';
import { useId, useState } from 'react';
import type { EventItem } from './event-item';
import { useNow } from './use-now';

type Props = {
  items: EventItem[];
  /** When the page was built (epoch ms): the split the server HTML shows before the leaf runs. */
  builtAt: number;
  /** 'all': upcoming and past with a candidate filter (/moed-os); 'next': the first `limit` upcoming (home page); 'candidate': both lists, no filter. */
  mode: 'all' | 'next' | 'candidate';
  limit?: number;
  headingLevel?: 'h2' | 'h3';
};

const badge: Record<EventItem['status'], string | null> = {
  planlagt: null,
  aflyst: 'Aflyst',
  flyttet: 'Flyttet',
};

function Row({ item, Heading }: { item: EventItem; Heading: 'h2' | 'h3' | 'h4' }) {
  return (
    <li className="card" data-event={item.slug} data-end={new Date(item.end).toISOString()}>
      <Heading className="text-lg font-semibold text-ink">
        <Link href={item.href} className="underline-offset-2 hover:underline">
          {item.title}
        </Link>
        {badge[item.status] && (
          <span className="ml-2 inline-flex rounded-full bg-red-100 px-2 py-0.5 align-middle text-xs font-semibold text-red-800">
            {badge[item.status]}
          </span>
        )}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">
        <span className="font-medium">{item.day}</span>, kl. {item.time}
      </p>
      <p className="text-sm text-slate-700">{item.place}</p>
      {item.candidates.length > 0 && (
        <p className="text-sm text-slate-700">
          Med {item.candidates.map((c) => c.name).join(' og ')}
        </p>
      )}
    </li>
  );
}

export function EventList({ items, builtAt, mode, limit = 3, headingLevel = 'h2' }: Props) {
  const id = useId();
  const at = useNow(builtAt);
  const [candidate, setCandidate] = useState('');

  const shown = candidate
    ? items.filter((item) => item.candidates.some((c) => c.slug === candidate))
    : items;
  const upcoming = shown.filter((item) => item.end > at);
  const past = shown.filter((item) => item.end <= at).reverse();
  const Sub = headingLevel === 'h2' ? 'h3' : 'h4';

  if (mode === 'next') {
    const next = upcoming.slice(0, limit);
    return next.length ? (
      <ul className="grid gap-4 md:grid-cols-3" data-upcoming>
        {next.map((item) => (
          <Row key={item.slug} item={item} Heading={Sub} />
        ))}
      </ul>
    ) : (
      <p className="text-slate-700">Der er ingen kommende arrangementer lige nu.</p>
    );
  }

  const Heading = headingLevel;
  const candidates = [
    ...new Map(items.flatMap((item) => item.candidates).map((c) => [c.slug, c])).values(),
  ];
  return (
    <div className="space-y-8">
      {mode === 'all' && candidates.length > 1 && (
        <div>
          <label htmlFor={`${id}-candidate`} className="block text-sm font-medium text-ink">
            Vis arrangementer med
          </label>
          <select
            id={`${id}-candidate`}
            value={candidate}
            onChange={(e) => setCandidate(e.target.value)}
            className="mt-1 block rounded-md border border-slate-400 bg-white px-3 py-2 text-ink"
          >
            <option value="">Alle kandidater</option>
            {candidates.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <section aria-labelledby={`${id}-upcoming`}>
        <Heading id={`${id}-upcoming`} className="text-2xl font-semibold text-ink">
          Kommende arrangementer
        </Heading>
        {upcoming.length ? (
          <ul className="mt-4 space-y-4" data-upcoming>
            {upcoming.map((item) => (
              <Row key={item.slug} item={item} Heading={Sub} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-slate-700">Der er ingen kommende arrangementer lige nu.</p>
        )}
      </section>
      {past.length > 0 && (
        <section aria-labelledby={`${id}-past`}>
          <Heading id={`${id}-past`} className="text-2xl font-semibold text-ink">
            Tidligere arrangementer
          </Heading>
          <ul className="mt-4 space-y-4" data-past>
            {past.map((item) => (
              <Row key={item.slug} item={item} Heading={Sub} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
