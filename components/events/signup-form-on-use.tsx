'use client';

import { onUse } from '@/components/ui/on-view';

// Below the event's facts: the form is server HTML that posts by itself (answered with a page), so its code, the shared
// zod/mini schema and the places-left request wait for the visitor's first touch, key or focus in it (issue 48). An
// event that has begun loads it at once, so the form says it is closed on the day it is read.
export const SignupFormOnUse = onUse(
  'event-signup',
  () => import('./signup-form').then((m) => m.SignupForm),
  { now: ({ start }) => Date.now() >= start },
);
