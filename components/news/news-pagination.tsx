import Link from '@/components/ui/link';
import { listPagePath } from '@/lib/news/paging';

/** Links to every list page, the current one marked; nothing when there is only one page. */
export function NewsPagination({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav aria-label="Nyhedssider" className="mt-10" data-print-hidden>
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link href={listPagePath(page - 1)} className="btn-secondary" rel="prev">
              Nyere
            </Link>
          </li>
        )}
        {numbers.map((n) => (
          <li key={n}>
            {n === page ? (
              <span
                aria-current="page"
                className="inline-flex h-10 min-w-10 items-center justify-center rounded-lg bg-brand-700 px-3 font-semibold text-white"
              >
                <span className="sr-only">Side </span>
                {n}
              </span>
            ) : (
              <Link
                href={listPagePath(n)}
                className="inline-flex h-10 min-w-10 items-center justify-center rounded-lg border border-slate-300 px-3 font-medium text-brand-700 hover:bg-brand-50"
              >
                <span className="sr-only">Side </span>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < pages && (
          <li>
            <Link href={listPagePath(page + 1)} className="btn-secondary" rel="next">
              Ældre
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
