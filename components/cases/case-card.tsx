import Link from '@/components/ui/link';
import { formatHours, formatImpact } from './format';
import { StatusBadge } from './status-badge';

/** The fields a case card needs; plain data so the client filter can receive it. */
export type CaseSummary = {
  slug: string;
  title: string;
  department: string;
  status: string;
  impactValue: number;
  impactUnit: string;
  hoursSavedPerMonth: number;
};

export function CaseCard({ item }: { item: CaseSummary }) {
  return (
    <article className="card relative flex h-full flex-col gap-3 transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="flex items-center justify-between gap-2">
        <StatusBadge status={item.status} />
        <span className="text-sm font-semibold text-brand-700">
          {formatHours(item.hoursSavedPerMonth)}
        </span>
      </div>
      <h3 className="text-lg font-semibold text-ink">
        <Link
          href={`/cases/${item.slug}`}
          className="after:absolute after:inset-0 after:rounded-xl hover:underline"
        >
          {item.title}
        </Link>
      </h3>
      <p className="text-sm text-muted">{item.department}</p>
      <p className="mt-auto border-t border-slate-100 pt-3 text-sm text-slate-700">
        <span className="text-2xl font-bold text-ink">{formatImpact(item.impactValue)}</span>{' '}
        {item.impactUnit}
      </p>
    </article>
  );
}
