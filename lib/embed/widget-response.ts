// Builds the /embed HTTP response from the query string; the route handler only supplies the cases.
// Framing (frame-ancestors) is set for /embed in next.config.mjs, which overrides route headers of the same name.
import { siteName, siteUrl } from '@/lib/seo';
import { site } from '@/lib/site';
import { parsePrimaryColor } from './color';
import { EMBED_MAX_CASES } from './config';
import { resolveLang } from './i18n';
import { renderWidget, type WidgetCase } from './widget-html';

// Same URL, same bytes: shared caches may keep each query variant for a day and serve it stale while refreshing.
const EMBED_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400';

export function widgetResponse(searchParams: URLSearchParams, cases: WidgetCase[]): Response {
  const primaryColor =
    parsePrimaryColor(searchParams.get('primaryColor')) ??
    parsePrimaryColor(site.embed.defaultPrimaryColor) ??
    '#0f172a';
  const html = renderWidget({
    lang: resolveLang(searchParams.get('lang')),
    primaryColor,
    cases: cases.slice(0, EMBED_MAX_CASES),
    siteUrl,
    siteName,
    municipality: site.municipality,
  });
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': EMBED_CACHE_CONTROL,
      Vary: 'Accept-Encoding',
      'X-Robots-Tag': 'noindex',
    },
  });
}
