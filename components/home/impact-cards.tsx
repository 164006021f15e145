import { Clock, Leaf, Siren, Timer, Workflow, Zap, type LucideIcon } from 'lucide-react';
import { StaticIcon } from '@/components/ui/static-icon';
import type { impactIconNames } from '@/lib/content/impact-icons';
import type { HomeSections } from '@/lib/content/sections';

const icons: Record<(typeof impactIconNames)[number], LucideIcon> = {
  clock: Clock,
  leaf: Leaf,
  workflow: Workflow,
  siren: Siren,
  timer: Timer,
  zap: Zap,
};

// Spec: the six illustrative figures on the home page; their copy is content/sections/home.json.
export function ImpactCards({ impact }: { impact: HomeSections['impact'] }) {
  return (
    <section aria-labelledby="impact-heading" className="container-page py-12">
      <h2 id="impact-heading" className="text-2xl font-bold text-ink sm:text-3xl">
        {impact.heading}
      </h2>
      <p className="mt-2 max-w-2xl text-muted">{impact.intro}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {impact.items.map(({ value, label, text, icon }) => {
          const Icon = icons[icon];
          return (
            <li key={label} className="card">
              <StaticIcon icon={Icon} aria-hidden="true" className="h-6 w-6 text-brand-700" />
              <p className="mt-3 text-3xl font-bold text-brand-800">{value}</p>
              <h3 className="font-semibold text-ink">{label}</h3>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
