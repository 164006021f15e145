import { NextResponse, type NextRequest } from 'next/server';
import { notFoundKind } from '@/lib/content/not-found-kind';
import { pagePolicy } from '@/lib/security/csp.js';

// The unsubscribe page is rendered per request (it reads the token), so it cannot carry build-time hashes: Next puts
// this request's nonce on its scripts when the request's CSP header names one.
function withNonce(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const policy = `${pagePolicy([`nonce-${nonce}`])}; frame-ancestors 'none'`;
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // A page and a route handler cannot share a URL, yet RFC 8058 one-click unsubscribe POSTs to the very link in the
  // newsletter: POSTs to /nyhedsbrev/afmeld go to its route handler, GETs render the confirmation page.
  if (pathname === '/nyhedsbrev/afmeld') {
    if (request.method !== 'POST') return withNonce(request);
    const target = request.nextUrl.clone();
    target.pathname = '/nyhedsbrev/afmeld/post';
    return NextResponse.rewrite(target);
  }
  // Unknown slugs get the spec's own not-found text as a pre-rendered page with status 404 (the detail routes use
  // dynamicParams = false, so nothing is rendered or cached per unknown address).
  const kind = pathname.startsWith('/ikke-fundet/') ? pathname.split('/')[2] : notFoundKind(pathname);
  if (!kind) return NextResponse.next();
  const target = request.nextUrl.clone();
  target.pathname = `/ikke-fundet/${kind}`;
  return NextResponse.rewrite(target, { status: 404 });
}

export const config = {
  matcher: ['/nyhedsbrev/afmeld', '/politik/:path+', '/cases/:path+', '/kandidater/:path+', '/ai/playbooks/:path+', '/ikke-fundet/:path*'],
};
