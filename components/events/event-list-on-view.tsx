'use client';

import { onView } from '@/components/ui/on-view';

// A candidate's "Mød" list and the home page's next events sit below the first screen: their server HTML (split at
// the build's instant) shows at once and its links work; the leaf that splits again by the visitor's clock loads and
// hydrates as the list comes within 400 px of the viewport, so the split is the visitor's before the list is read
// (or on the first key press, or in idle time 5 s after load). /moed-os, whose list is its first screen, keeps
// EventList itself.
export const EventListOnView = onView(
  'event-list',
  () => import('./event-list').then((m) => m.EventList),
  { controls: false },
);
