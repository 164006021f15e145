import Link from '@/components/ui/link';
import { excerptParts } from '@/lib/search/excerpt';
import type { PagefindHit } from './pagefind';

export function SearchResults({ hits }: { hits: PagefindHit[] }) {
  return (
    <ol className="mt-6 space-y-4">
      {hits.map((hit) => (
        <li key={hit.url} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
            {hit.meta.type ?? 'Side'}
          </p>
          <h2 className="mt-1 text-lg font-semibold">
            <Link
              href={hit.url}
              prefetch={false}
              className="text-ink underline-offset-2 hover:underline"
            >
              {hit.meta.title ?? hit.url}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {excerptParts(hit.excerpt).map((part, i) =>
              part.marked ? (
                <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-ink">
                  {part.text}
                </mark>
              ) : (
                <span key={i}>{part.text}</span>
              ),
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}
