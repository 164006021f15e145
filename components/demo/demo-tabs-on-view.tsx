'use client';

import { onView } from '@/components/ui/on-view';

// The demo area and the demo engine's texts load as the visitor nears them; until then the server HTML shows.
export const DemoTabsOnView = onView('demo-tabs', () =>
  import('./demo-tabs').then((m) => m.DemoTabs),
);
