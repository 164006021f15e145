'use client';

import { onView } from '@/components/ui/on-view';

// The chart's controls and table hydrate as they near the viewport (or 3 s after load at the latest, so a control never
// waits on a scroll); chart.js itself loads later still, only as the canvas nears the viewport (./kpi-chart.tsx), so
// neither a prefetch of /kpi nor a phone that never scrolls to the chart runs it.
export const KpiChartOnView = onView('kpi-chart', () =>
  import('./kpi-chart').then((m) => m.KpiChart),
);
