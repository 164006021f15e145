/** A bar chart in plain HTML (no script): hidden from screen readers, which get the table beside it instead. */
export function BarChart({
  title,
  bars,
}: {
  title: string;
  bars: { label: string; value: number }[];
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <figure className="mt-6" aria-hidden="true">
      <figcaption className="text-lg font-semibold text-ink">{title}</figcaption>
      <div
        className="mt-2 flex h-48 items-end gap-1 border-b border-l border-slate-400 p-1"
        data-testid="bar-chart"
      >
        {bars.map((b) => (
          <div
            key={b.label}
            className="flex h-full min-w-1 flex-1 flex-col justify-end"
            title={`${b.label}: ${b.value}`}
          >
            <div className="bg-brand-700" style={{ height: `${(b.value / max) * 100}%` }} />
          </div>
        ))}
      </div>
      {bars.length > 0 && (
        <div className="mt-1 flex justify-between text-xs text-slate-700">
          <span>{bars[0]!.label}</span>
          <span>{bars.at(-1)!.label}</span>
        </div>
      )}
    </figure>
  );
}
