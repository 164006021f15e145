'use client';

import { onUse } from '@/components/ui/on-view';

// The forms of /kontakt and /bliv-frivillig (issue 48): server HTML that posts by itself (each route answers a browser's
// own post with a page), so their code — the shared zod/mini schemas, the form state, the toasts — waits for the
// visitor's first touch, key or focus in the form instead of hydrating with the page. What was typed before the code
// arrived is adopted by the form.
export const ContactFormOnUse = onUse('contact-form', () =>
  import('./contact-form').then((m) => m.ContactForm),
);

export const NewsletterFormOnUse = onUse('newsletter-form', () =>
  import('./newsletter-form').then((m) => m.NewsletterForm),
);

export const VolunteerFormOnUse = onUse('volunteer-form', () =>
  import('./volunteer-form').then((m) => m.VolunteerForm),
);
