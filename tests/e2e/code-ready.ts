import { expect, type Page } from '@playwright/test';

/**
 * How long a form whose code loads on first use (onUse in components/ui/on-view.tsx) may take to hydrate once touched.
 * A warm server on an idle machine: well under a second. A server a spec started itself, cold, on a CI machine that
 * also runs the other worker's browser and servers: measured at 15.2 s on one core (`taskset -c 0`, the hydration spec
 * beside it), and CI's default 5 s failed both attempts of a newsletter sign-up once. The form posts by itself
 * meanwhile, so a visitor is never stuck; the tests wait because they check the form's own answers.
 */
const CODE_READY_TIMEOUT_MS = 25_000;

/** Waits until the wrapper with this id (e.g. 'newsletter-form') carries data-ready: the form's code has hydrated it. */
export const expectCodeReady = (page: Page, id: string) =>
  expect(page.locator(`#${id}`)).toHaveAttribute('data-ready', 'true', {
    timeout: CODE_READY_TIMEOUT_MS,
  });
