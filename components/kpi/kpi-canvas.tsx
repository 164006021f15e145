'use client';

import {
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import type { KpiSeries } from '@/lib/content/kpis';
import type { toView } from '@/lib/kpi/quarterly';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip, Legend);

type Shown = KpiSeries & { points: ReturnType<typeof toView> };

/** The canvas of 'Udvikling Over Tid': chart.js lives only here (./kpi-chart.tsx loads it as the canvas nears view). */
export function KpiCanvas({ labels, shown }: { labels: string[]; shown: Shown[] }) {
  return (
    <Line
      aria-hidden="true"
      data={{
        labels,
        datasets: shown.map((s) => ({
          label: s.label,
          data: s.points.map((p) => p.value),
          borderColor: s.color,
          backgroundColor: s.color,
          tension: 0.3,
        })),
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        plugins: { legend: { position: 'bottom' } },
        scales: { y: { beginAtZero: true } },
      }}
    />
  );
}
