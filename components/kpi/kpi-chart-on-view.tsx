'use client';

import { onView } from '@/components/ui/on-view';

// chart.js, the heaviest code on the site, loads only where the chart is and only as it nears the viewport, so a
// prefetch of /kpi from another page's link does not fetch it.
export const KpiChartOnView = onView('kpi-chart', () => import('./kpi-chart').then((m) => m.KpiChart));
