'use client';

import { onView } from '@/components/ui/on-view';

// The chart's controls and table hydrate as they near the viewport (or on the first key press, or in idle time 5 s
// after load, so a control never waits on a scroll: components/ui/on-view.tsx); chart.js itself loads later still,
// only as the canvas nears the viewport (./kpi-chart.tsx), so neither a prefetch of /kpi nor a phone that never
// scrolls to the chart runs it.
export const KpiChartOnView = onView('kpi-chart', () =>
  import('./kpi-chart').then((m) => m.KpiChart),
);
