'use client';

import { onView } from '@/components/ui/on-view';

// Below the event's facts: the form shows as server HTML at once; its code (and the shared zod/mini schema) loads as
// the visitor nears it, so event pages stay within the text-page JavaScript budget.
export const SignupFormOnView = onView('event-signup', () =>
  import('./signup-form').then((m) => m.SignupForm),
);
