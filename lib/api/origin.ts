// Browsers send Origin (and Sec-Fetch-Site) on every POST; a write from another site's page is refused.
import { env } from '@/lib/env';
import { forbiddenExport, forbiddenOrigin } from './errors';

function ownHosts(request: Request): Set<string> {
  const hosts = new Set<string>([new URL(request.url).host]);
  for (const header of ['host', 'x-forwarded-host']) {
    const value = request.headers.get(header)?.split(',')[0]?.trim();
    if (value) hosts.add(value.toLowerCase());
  }
  if (env.SITE_URL) hosts.add(new URL(env.SITE_URL).host);
  return hosts;
}

/** Throws 403 when the request comes from a page on another site; requests without Origin (curl, servers) pass. */
export function assertSameOrigin(request: Request) {
  if (request.headers.get('sec-fetch-site') === 'cross-site') throw forbiddenOrigin();
  const origin = request.headers.get('origin');
  if (!origin) return;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    throw forbiddenOrigin(); // "null" (sandboxed frames, file://) or garbage
  }
  if (!ownHosts(request).has(host)) throw forbiddenOrigin();
}

/** True when the Referer names a page of this site. */
function sameOriginReferer(request: Request): boolean {
  const referer = request.headers.get('referer');
  if (!referer) return false;
  try {
    const url = new URL(referer);
    return /^https?:$/.test(url.protocol) && ownHosts(request).has(url.host.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * Every export of personal data (CSV, .xlsx) is a GET that a page on another site could navigate the team member's
 * browser to (the session cookie is SameSite=Lax, which a top-level navigation carries): the file would land on their
 * disk and the audit log would say they exported it (issue 45). So an export answers only a request made from a page of
 * this site: `Sec-Fetch-Site: same-origin`, or, from a browser that sends no Sec-Fetch-Site, a same-origin Referer.
 * A typed or bookmarked URL (`none`), a sibling subdomain (`same-site`), curl without headers: all refused (403).
 * Route handlers get it through adminExport() in lib/auth/handler.ts; call it first in any other export.
 */
export function assertExportRequest(request: Request) {
  const site = request.headers.get('sec-fetch-site');
  if (site === 'same-origin') return;
  if (site === null && sameOriginReferer(request)) return;
  throw forbiddenExport();
}
