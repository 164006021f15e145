import Link from '@/components/ui/link';
import { formatImpact } from '@/components/cases/format';
import type { Case } from '@/lib/content/cases';

export function PracticeExamples({ cases }: { cases: Case[] }) {
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-3">
      {cases.map((item) => (
        <li key={item.slug} className="card relative flex flex-col gap-3 hover:shadow-md">
          <p>
            <span className="text-4xl font-bold text-brand-700">
              {formatImpact(item.impactValue)}
            </span>{' '}
            <span className="text-sm text-muted">{item.impactUnit}</span>
          </p>
          <h3 className="text-lg font-semibold text-ink">
            <Link
              href={`/cases/${item.slug}`}
              className="after:absolute after:inset-0 after:rounded-xl hover:underline"
            >
              {item.title}
            </Link>
          </h3>
          <p className="line-clamp-4 text-sm text-slate-700">{item.problem}</p>
        </li>
      ))}
    </ul>
  );
}
