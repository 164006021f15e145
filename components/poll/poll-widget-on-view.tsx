'use client';

import { onView } from '@/components/ui/on-view';

// Below the fold on /: the form shows as server HTML at once; its code loads as the visitor nears it.
export const PollWidgetOnView = onView('poll-widget', () =>
  import('./poll-widget').then((m) => m.PollWidget),
);
