// The one clock of the site. Everything that depends on "now" (upcoming events, the election countdown, retention)
// asks here, so tests can drive it: Jest with fake timers (jest.setSystemTime), Playwright with page.clock.

/** The current instant. */
export const now = (): Date => new Date();
