// In-memory analytics tracker (spec §3 Analytics event): bounded, oldest events dropped first.
export type AnalyticsEvent =
  | { kind: 'pageview'; page: string; timestamp: number }
  | { kind: 'ai_demo'; demo: string; timestamp: number };

export type AnalyticsSummary = {
  totalPageviews: number;
  totalAIDemos: number;
  recentPages: string[];
  recentDemos: string[];
};

export const MAX_EVENTS = 100;
export const RECENT_WINDOW = 10;

const distinct = (values: string[]) => [...new Set(values)];

export function createTracker(now: () => number = Date.now) {
  const events: AnalyticsEvent[] = [];
  const push = (event: AnalyticsEvent) => {
    events.push(event);
    if (events.length > MAX_EVENTS) events.splice(0, events.length - MAX_EVENTS);
  };
  return {
    trackPageview: (page: string) => push({ kind: 'pageview', page, timestamp: now() }),
    trackDemo: (demo: string) => push({ kind: 'ai_demo', demo, timestamp: now() }),
    events: (): readonly AnalyticsEvent[] => [...events],
    summary(): AnalyticsSummary {
      const pageviews = events.filter((e) => e.kind === 'pageview');
      const demos = events.filter((e) => e.kind === 'ai_demo');
      return {
        totalPageviews: pageviews.length,
        totalAIDemos: demos.length,
        recentPages: distinct(pageviews.slice(-RECENT_WINDOW).map((e) => e.page)),
        recentDemos: distinct(demos.slice(-RECENT_WINDOW).map((e) => e.demo)),
      };
    },
  };
}

/** The browser's single tracker instance. */
export const tracker = createTracker();
