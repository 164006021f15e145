'use client';

import { onView } from '@/components/ui/on-view';

// A candidate's "Mød {name}" sits at the foot of a long page (1.9–2.7k px down at 412 px). Its server HTML is the
// build's split of upcoming and past, and its links work as HTML; the leaf that splits again by the visitor's clock
// (event-list.tsx) loads as the visitor nears it, on the first key press, or in idle time once the page has settled,
// so the load hydrates none of it (issue 48: it made a candidate the one text page that hydrated a list at load).
export const EventListOnView = onView('candidate-events-list', () =>
  import('./event-list').then((m) => m.EventList),
);
