// POST /api/kampagne/log-ud: deletes the session on the server, clears the cookie, back to the sign-in page.
import { adminWrite, seeOther } from '@/lib/auth/handler';
import { getAuth } from '@/lib/auth/server';
import { recordSignOut } from '@/lib/room/service';

export const POST = adminWrite('kampagne-log-ud', async (request, _context, admin) => {
  const auth = await getAuth();
  const result = await auth.api.signOut({ headers: request.headers, asResponse: true });
  await recordSignOut(admin);
  const headers = new Headers();
  for (const cookie of result.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return seeOther('/kampagne/log-ind?logget-ud=1', headers);
});
