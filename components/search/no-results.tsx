import Link from '@/components/ui/link';

const suggestions = ['skole', 'ældre', 'cykelsti', 'klima'];

/** Shown under the live region's 'Ingen resultater for »…«'. */
export function NoResults({ onSuggest }: { onSuggest: (query: string) => void }) {
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-5">
      <p className="text-slate-700">Tjek stavningen, brug færre ord, eller prøv et af disse:</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {suggestions.map((word) => (
          <li key={word}>
            <button
              type="button"
              onClick={() => onSuggest(word)}
              className="rounded-full border border-brand-600 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50"
            >
              Søg efter {word}
            </button>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-slate-700">
        Du kan også se{' '}
        <Link href="/politik" prefetch={false} className="font-medium text-brand-800 underline">
          alle politikområder
        </Link>
        ,{' '}
        <Link href="/cases" prefetch={false} className="font-medium text-brand-800 underline">
          alle cases
        </Link>{' '}
        eller{' '}
        <Link href="/kandidater" prefetch={false} className="font-medium text-brand-800 underline">
          vores kandidater
        </Link>
        .
      </p>
    </div>
  );
}
