import { CaseCard, type CaseSummary } from './case-card';

/** Count line and card grid; with no matches, the empty state (its reset button comes from the filter). */
export function CaseResults({
  shown,
  total,
  reset,
}: {
  shown: CaseSummary[];
  total: number;
  reset?: React.ReactNode;
}) {
  return (
    <div className="mt-6">
      {/* Keeps the outline h1 → h2 → h3 for screen-reader heading navigation; the cards' titles are h3. */}
      <h2 className="sr-only">Resultater</h2>
      <p className="text-sm text-muted" role="status">
        Viser {shown.length} af {total} cases
      </p>
      {shown.length ? (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((item) => (
            <li key={item.slug}>
              <CaseCard item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="card mt-4 text-center">
          <p className="font-semibold text-ink">Ingen cases matcher de valgte filtre</p>
          {reset}
        </div>
      )}
    </div>
  );
}
