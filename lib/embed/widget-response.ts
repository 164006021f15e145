// Builds the /embed HTTP response from the query string; the route handler only supplies the cases.
import { siteName, siteUrl } from '@/lib/seo';
import { site } from '@/lib/site';
import { parsePrimaryColor } from './color';
import { EMBED_MAX_CASES } from './config';
import { frameAncestors } from './framing.js';
import { resolveLang } from './i18n';
import { renderWidget, type WidgetCase } from './widget-html';

// Same URL, same bytes: shared caches may keep each query variant for a day and serve it stale while refreshing.
export const EMBED_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400';

export function widgetResponse(searchParams: URLSearchParams, cases: WidgetCase[]): Response {
  const primaryColor = parsePrimaryColor(searchParams.get('primaryColor')) ?? parsePrimaryColor(site.embed.defaultPrimaryColor) ?? '#0f172a';
  const { html, styleHashes, scriptHashes } = renderWidget({
    lang: resolveLang(searchParams.get('lang')),
    primaryColor,
    cases: cases.slice(0, EMBED_MAX_CASES),
    siteUrl,
    siteName,
    municipality: site.municipality,
  });
  const csp = [
    "default-src 'none'",
    `style-src ${styleHashes.join(' ')}`,
    `script-src ${scriptHashes.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
    frameAncestors(site.embed.allowedOrigins),
  ].join('; ');
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': EMBED_CACHE_CONTROL,
      Vary: 'Accept-Encoding',
      'Content-Security-Policy': csp,
      'X-Robots-Tag': 'noindex',
    },
  });
}
