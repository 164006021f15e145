'use client';

import { onView } from '@/components/ui/on-view';

// Below the event's facts: the form shows as server HTML at once; its code (and the shared zod/mini schema) loads as
// the visitor nears it, so event pages stay within the text-page JavaScript budget. "Near" is 200 px here, not 400:
// the form starts ~1,120 px down at 412 px wide, so with 400 px it loaded with the page on a tall phone screen (823 px,
// Lighthouse's) and hydrated during the load, where most readers of an event never sign up (issue 48); on the first
// key press, or in idle time once the page has settled, it loads wherever it is, as every on-view leaf does.
export const SignupFormOnView = onView(
  'event-signup',
  () => import('./signup-form').then((m) => m.SignupForm),
  { margin: 200 },
);
