import { useEffect } from 'react';
import { tracker } from '@/lib/analytics/tracker';
import { sendAnalytics, setAnalyticsEndpoint } from '@/lib/analytics/send';

/**
 * On every route change: back to the top (unless a #fragment asks otherwise) and one page view recorded.
 * analyticsEndpoint: content/site.json's analytics endpoint, or null when analytics is off.
 */
export function useRouteTracking(pathname: string, analyticsEndpoint: string | null) {
  useEffect(() => {
    setAnalyticsEndpoint(analyticsEndpoint);
  }, [analyticsEndpoint]);
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
    tracker.trackPageview(pathname);
    sendAnalytics({ kind: 'pageview', page: pathname });
  }, [pathname]);
}
