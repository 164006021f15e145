'use client';

import { onView } from '@/components/ui/on-view';

// chart.js, the heaviest code on the site, loads only where the chart is and only as it nears the viewport, so a
// prefetch of /kpi from another page's link does not fetch it. `idle`: its evaluation waits for an idle period, so it is
// not one long task with the page's own hydration on a slow phone.
export const KpiChartOnView = onView(
  'kpi-chart',
  () => import('./kpi-chart').then((m) => m.KpiChart),
  { idle: true },
);
