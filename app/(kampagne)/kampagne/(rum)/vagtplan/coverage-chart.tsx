'use client';
// "Dækning pr. dag" as bars: places needed and taken per day, from the same rows as the table under it (which screen
// readers get instead). chart.js is fetched only when the reserved box nears the viewport, so the page's forms never
// wait for it; the box keeps its height, so nothing shifts when the chart arrives.
import { useEffect, useRef } from 'react';

export type CoverageDay = { label: string; needed: number; taken: number };

export function CoverageChart({ days }: { days: CoverageDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let destroy: (() => void) | undefined;
    let cancelled = false;
    const draw = async () => {
      const { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } =
        await import('chart.js');
      if (cancelled || !canvas.current) return;
      Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);
      const chart = new Chart(canvas.current, {
        type: 'bar',
        data: {
          labels: days.map((d) => d.label),
          datasets: [
            { label: 'Pladser i alt', data: days.map((d) => d.needed), backgroundColor: '#94a3b8' },
            { label: 'Taget', data: days.map((d) => d.taken), backgroundColor: '#15803d' },
          ],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { position: 'bottom' } },
          scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        },
      });
      destroy = () => chart.destroy();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        void draw();
      },
      { rootMargin: '200px' },
    );
    if (box.current) observer.observe(box.current);
    return () => {
      cancelled = true;
      observer.disconnect();
      destroy?.();
    };
  }, [days]);
  return (
    <div ref={box} className="relative mt-4 h-64" aria-hidden="true" data-testid="coverage-chart">
      <canvas ref={canvas} />
    </div>
  );
}
