'use client';
// Keeps /valgaften's figures current without a reload: asks /api/valgaften every 12 s (the browser revalidates with
// If-None-Match, so an unchanged night costs a 304) and re-renders the same markup the server wrote.
import { useEffect, useState } from 'react';
import type { ValgView } from '@/lib/valgaften/view';
import { Results, summaryText, type ResultsProps } from './results';

const POLL_MS = 12_000;

export function LiveResults(props: ResultsProps) {
  const [view, setView] = useState<ValgView>(props.view);
  useEffect(() => {
    let stopped = false;
    const tick = async () => {
      if (document.visibilityState === 'hidden') return;
      try {
        const res = await fetch('/api/valgaften', { cache: 'no-cache' });
        if (!res.ok) return;
        const next = (await res.json()) as ValgView;
        if (!stopped) setView((held) => (next.version >= held.version ? next : held));
      } catch {
        // Offline for a moment: the figures on screen stay until the next tick.
      }
    };
    const timer = setInterval(tick, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);
  return (
    <>
      <p aria-live="polite" className="sr-only" data-valg-summary>
        {summaryText(view, props.listLetter)}
      </p>
      <div data-valg-version={view.version}>
        <Results {...props} view={view} />
      </div>
    </>
  );
}
