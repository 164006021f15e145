import { useEffect, useState } from 'react';
import { electionPhase, type ElectionClock, type ElectionPhase } from '@/lib/election/countdown';
import { now } from '@/lib/time/clock';

/** The election's phase on the reader's clock; null during the server render and hydration (the server text shows). */
export function useElectionPhase(clock: ElectionClock): ElectionPhase | null {
  const [phase, setPhase] = useState<ElectionPhase | null>(null);
  useEffect(() => {
    const tick = () => setPhase(electionPhase(clock, now()));
    tick();
    // A page left open across midnight or closing time moves on within a minute.
    const timer = setInterval(tick, 60_000);
    return () => clearInterval(timer);
  }, [clock]);
  return phase;
}
