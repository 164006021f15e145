// GET /api/kampagne/auth/magic-link/verify: the link in the sign-in mail. better-auth checks and uses up the token,
// sets the session cookie and redirects; a used, expired or forged token goes back to the sign-in page with ?fejl=link.
// No other better-auth endpoint is routed: sign-in requests go through /api/kampagne/log-ind, sign-out through log-ud.
import { getAuth } from '@/lib/auth/server';

export async function GET(request: Request) {
  const auth = await getAuth();
  const response = await auth.handler(request);
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: response.status, headers });
}
