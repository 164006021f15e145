// Browsers send Origin (and Sec-Fetch-Site) on every POST; a write from another site's page is refused.
import { env } from '@/lib/env';
import { forbiddenOrigin } from './errors';

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
