import { NextResponse, type NextRequest } from 'next/server';
import { handleUnsubscribePost } from '@/app/(site)/nyhedsbrev/afmeld/one-click';
import { notFoundKind, type NotFoundKind } from '@/lib/content/not-found-kind';
import { env } from '@/lib/env';
import { PREFERENCES_PATH } from '@/lib/newsletter/preferences-token';
import { NOT_FOUND_HEADERS, readPrerendered } from '@/lib/not-found/prerendered';
import {
  editorHeaders,
  editorPolicy,
  pagePolicy,
  roomHeaders,
  roomPolicy,
} from '@/lib/security/csp.js';

// This proxy never rewrites: Next network-proxies a rewrite to the same site when the server is bound to an
// address (vercel/next.js#94745), so it answers itself or passes the request on unchanged.

/**
 * Passes the request on with a fresh nonce policy, on the request (Next puts the nonce on the scripts it renders) and on
 * the response, plus any headers of the area.
 */
function withPolicy(
  request: NextRequest,
  policyFor: (nonce: string) => string,
  extra: Record<string, string> = {},
) {
  const policy = policyFor(btoa(crypto.randomUUID()));
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  for (const [name, value] of Object.entries(extra)) response.headers.set(name, value);
  return response;
}

// The unsubscribe and preferences pages are rendered per request (they read the token), so they cannot carry build-time
// hashes.
const withNonce = (request: NextRequest) =>
  withPolicy(request, (nonce) => `${pagePolicy([`nonce-${nonce}`])}; frame-ancestors 'none'`);

// The public pages rendered per request besides /nyhedsbrev/afmeld, each under a nonce policy: the newsletter
// preferences page (its form posts to an API route), the three sign-ups' confirmation pages and a volunteer's own shift
// page (they read a token), and the election night's results. tests/e2e/site/served-pages.spec.ts finds such pages in
// app/ and wants each to score A+ with its policy; the matcher below must list each too.
const PER_REQUEST_PAGES = new Set([
  PREFERENCES_PATH,
  '/nyhedsbrev/bekraeft',
  '/moed-os/bekraeft',
  '/bliv-frivillig/bekraeft',
  '/mine-vagter',
  '/valgaften',
]);

// Kampagnerummet (issue 29): every page is rendered per request; its own nonce policy, never indexed, never stored.
const room = (request: NextRequest) => withPolicy(request, roomPolicy, roomHeaders);

// The content editor (issue 28): its own nonce policy, allowing GitHub only when it saves there; never indexed or stored.
const editor = (request: NextRequest) =>
  withPolicy(
    request,
    (nonce) => editorPolicy(nonce, { github: Boolean(env.KEYSTATIC_REPO) }),
    editorHeaders,
  );

// Next's proxy takes only absolute redirect targets (it makes same-origin ones relative again on the way out).
async function unsubscribe(request: NextRequest) {
  const response = await handleUnsubscribePost(request);
  const location = response.headers.get('location');
  if (location) response.headers.set('location', new URL(location, request.url).toString());
  return response;
}

// The pre-rendered not-found page with status 404 (if it cannot be had, the site's generic 404 page).
async function notFound(kind: NotFoundKind) {
  const html = await readPrerendered(kind);
  return html === null
    ? NextResponse.next()
    : new NextResponse(html, { status: 404, headers: NOT_FOUND_HEADERS });
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (
    pathname === '/keystatic' ||
    pathname.startsWith('/keystatic/') ||
    pathname.startsWith('/api/keystatic/')
  )
    return editor(request);
  if (
    pathname === '/kampagne' ||
    pathname.startsWith('/kampagne/') ||
    pathname.startsWith('/api/kampagne/')
  )
    return room(request);
  // RFC 8058 one-click unsubscribe POSTs to the very link in the newsletter, where GETs render the confirmation page.
  if (pathname === '/nyhedsbrev/afmeld') {
    return request.method === 'POST' ? unsubscribe(request) : withNonce(request);
  }
  // The other public pages rendered per request: they read a token or the night's figures, so no build-time hashes.
  if (PER_REQUEST_PAGES.has(pathname)) return withNonce(request);
  // Unknown slugs get the spec's own not-found text (the detail routes use dynamicParams = false, so nothing is
  // rendered or cached per unknown address).
  const missing = notFoundKind(pathname);
  return missing ? notFound(missing) : NextResponse.next();
}

// /ikke-fundet/* stays outside: the proxy may fetch those pages itself (see lib/not-found/prerendered.ts).
export const config = {
  matcher: [
    '/keystatic',
    '/keystatic/:path*',
    '/api/keystatic/:path*',
    '/kampagne',
    '/kampagne/:path*',
    '/api/kampagne/:path*',
    '/nyhedsbrev/afmeld',
    '/nyhedsbrev/:path+',
    '/bliv-frivillig/bekraeft',
    '/mine-vagter',
    '/valgaften',
    '/politik/:path+',
    '/cases/:path+',
    '/kandidater/:path+',
    '/ai/playbooks/:path+',
    '/nyheder/:path+',
    '/moed-os/:path+',
  ],
};
