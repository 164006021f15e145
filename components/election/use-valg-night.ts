import { useEffect, useState } from 'react';

/**
 * Whether the room has switched the election night's banner on: asked once from /api/valgaften (CDN-cached, 5 s), so
 * the home page stays static and the switch reaches every visitor within seconds.
 */
export function useValgNight(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    let stopped = false;
    // no-cache: the browser revalidates (a 304 when unchanged) instead of serving a stale copy under stale-while-revalidate.
    fetch('/api/valgaften', { cache: 'no-cache' })
      .then((res) => (res.ok ? (res.json() as Promise<{ bannerOn?: unknown }>) : null))
      .then((view) => {
        if (!stopped && view?.bannerOn === true) setOn(true);
      })
      .catch(() => {});
    return () => {
      stopped = true;
    };
  }, []);
  return on;
}
