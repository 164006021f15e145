'use client';

import { onView } from '@/components/ui/on-view';

// A candidate's "Mød {name}" sits at the foot of a long page (1.9–2.7k px down at 412 px). Its server HTML is the
// build's split of upcoming and past, and its links work as HTML; the leaf that splits again by the visitor's clock
// (event-list.tsx) loads as the visitor comes within 400 px of it or presses a key, so a reader who never gets there
// costs nothing (issue 48: it made a candidate the one text page that hydrated a list at load). No idle-time timer:
// the list has no control to wait for, and loading it anyway 5 s after load cost more than it saved (a candidate
// 568 → 615 ms of main-thread work in Lighthouse, whose throttled run waits 5.25 s after the load event).
export const EventListOnView = onView(
  'candidate-events-list',
  () => import('./event-list').then((m) => m.EventList),
  { fallback: 'keyboard' },
);
