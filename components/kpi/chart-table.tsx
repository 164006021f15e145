import type { ChartPoint } from '@/lib/kpi/quarterly';

/** The chart's numbers as a table for screen readers (the canvas itself is hidden from them). */
export function ChartTable({
  labels,
  series,
}: {
  labels: string[];
  series: { key: string; label: string; points: ChartPoint[] }[];
}) {
  if (!series.length)
    return <p className="mt-4 text-sm text-muted">Vælg mindst én serie for at se udviklingen.</p>;
  return (
    // The clipping box is a div: a table ignores sr-only's 1 px width and overflow, and widened the page to 904 px on a phone.
    <div className="sr-only">
      <table data-testid="kpi-chart-table">
        <caption>Udvikling over tid – tallene fra grafen</caption>
        <thead>
          <tr>
            <th scope="col">Periode</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, row) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {series.map((s) => (
                <td key={s.key}>{s.points[row]?.value.toLocaleString('da-DK') ?? '–'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
