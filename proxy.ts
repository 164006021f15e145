import { NextResponse, type NextRequest } from 'next/server';

// A page and a route handler cannot share a URL, yet RFC 8058 one-click unsubscribe POSTs to the very link in the
// newsletter: POSTs to /nyhedsbrev/afmeld go to its route handler, GETs render the confirmation page.
export function proxy(request: NextRequest) {
  if (request.method !== 'POST') return NextResponse.next();
  const target = request.nextUrl.clone();
  target.pathname = '/nyhedsbrev/afmeld/post';
  return NextResponse.rewrite(target);
}

export const config = { matcher: '/nyhedsbrev/afmeld' };
