// A refused preferences POST (a bad link or form) as a small Danish page with its status: the form works without
// JavaScript, so the browser shows whatever the handler answers.
import { site } from '@/lib/site';
import { PREFERENCES_PATH } from '../preferences-token';
import type { PreferencesText } from './preferences-texts';
import { escapeHtml } from '@/lib/html/escape';

export function refusalResponse({ title, body }: PreferencesText, status: number): Response {
  const email = escapeHtml(site.email);
  const html = `<!doctype html>
<html lang="da">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
<p>Skriv til <a href="mailto:${email}">${email}</a>, hvis du har brug for hjælp.</p>
<p><a href="${PREFERENCES_PATH}">Om dine indstillinger</a> · <a href="/">Til forsiden</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });
}
