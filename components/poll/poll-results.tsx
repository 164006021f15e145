import { danishNumber } from '@/lib/format/danish-number';
import type { PollResults as Results } from '@/lib/validation/poll';

const votes = (n: number) => `${danishNumber(n)} ${n === 1 ? 'stemme' : 'stemmer'}`;

/** Rounded percent and count per option; the bar only repeats the percent, so screen readers get the text. */
export function PollResults({ results }: { results: Results }) {
  return (
    <div>
      <ul className="space-y-4" aria-label="Resultater">
        {results.options.map((option) => (
          <li key={option.id}>
            <div className="flex items-baseline justify-between gap-4 text-sm">
              <span className="font-medium text-ink">{option.label}</span>
              <span className="shrink-0 tabular-nums text-slate-700">
                {option.percent} % · {votes(option.count)}
              </span>
            </div>
            <div
              className="mt-1.5 h-3 overflow-hidden rounded-full bg-slate-200"
              aria-hidden="true"
            >
              <div
                className="h-full rounded-full bg-brand-700"
                style={{ width: `${option.percent}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted">I alt {votes(results.total)}</p>
    </div>
  );
}
