'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { tracker } from '@/lib/analytics/tracker';
import { sendAnalytics } from '@/lib/analytics/send';

/** On every route change: back to the top (unless a #fragment asks otherwise) and one page view recorded. */
export function RouteTracker() {
  const pathname = usePathname();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
    tracker.trackPageview(pathname);
    sendAnalytics({ kind: 'pageview', page: pathname });
  }, [pathname]);
  return null;
}
