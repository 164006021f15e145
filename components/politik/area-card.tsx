import Link from '@/components/ui/link';
import { ArrowRight } from 'lucide-react';
import { StaticIcon } from '@/components/ui/static-icon';
import type { PolicyArea } from '@/lib/content/policy-areas';
import { ContentIcon } from './content-icon';

/** A policy area in the /politik grid; the whole card is one link to /politik/{slug}. */
export function AreaCard({ area }: { area: PolicyArea }) {
  return (
    <Link
      href={`/politik/${area.slug}`}
      className="card group flex h-full flex-col gap-3 transition-shadow hover:shadow-md"
    >
      <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
        <ContentIcon name={area.icon} />
      </span>
      <h3 className="text-lg font-semibold text-ink group-hover:text-brand-700">{area.title}</h3>
      <p className="flex-1 text-sm text-slate-700">{area.shortDescription}</p>
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        Læs mere <StaticIcon icon={ArrowRight} aria-hidden="true" className="h-4 w-4" />
      </span>
    </Link>
  );
}
