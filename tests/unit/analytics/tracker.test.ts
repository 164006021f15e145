import { createTracker, MAX_EVENTS, RECENT_WINDOW } from '@/lib/analytics/tracker';

describe('analytics tracker', () => {
  it('keeps at most 100 events and drops the oldest first', () => {
    let t = 0;
    const tracker = createTracker(() => ++t);
    for (let i = 1; i <= 130; i++) tracker.trackPageview(`/side-${i}`);
    const events = tracker.events();
    expect(MAX_EVENTS).toBe(100);
    expect(events).toHaveLength(100);
    expect(events[0]).toMatchObject({ kind: 'pageview', page: '/side-31', timestamp: 31 });
    expect(events.at(-1)).toMatchObject({ page: '/side-130', timestamp: 130 });
    expect(tracker.summary().totalPageviews).toBe(100);
  });

  it('counts page views and demo uses separately', () => {
    const tracker = createTracker();
    tracker.trackPageview('/');
    tracker.trackDemo('Opsummering');
    tracker.trackPageview('/kpi');
    expect(tracker.summary()).toMatchObject({ totalPageviews: 2, totalAIDemos: 1 });
  });

  it('lists distinct pages among the last 10 page views only', () => {
    const tracker = createTracker();
    tracker.trackPageview('/gammel');
    for (let i = 0; i < RECENT_WINDOW; i++) tracker.trackPageview(i % 2 ? '/a' : '/b');
    tracker.trackDemo('Anonymisering');
    expect(tracker.summary().recentPages).toEqual(['/b', '/a']);
  });

  it('lists distinct demos among the last 10 demo events, ignoring page views in between', () => {
    const tracker = createTracker();
    tracker.trackDemo('Gammel demo');
    for (let i = 0; i < 9; i++) tracker.trackDemo('Routing');
    tracker.trackPageview('/ai');
    tracker.trackDemo('Prioritering');
    expect(tracker.summary().recentDemos).toEqual(['Routing', 'Prioritering']);
  });

  it('drops demo events from the totals once they fall out of the 100-event window', () => {
    const tracker = createTracker();
    tracker.trackDemo('Første');
    for (let i = 0; i < 100; i++) tracker.trackPageview('/');
    expect(tracker.summary()).toMatchObject({
      totalAIDemos: 0,
      totalPageviews: 100,
      recentDemos: [],
    });
  });
});
