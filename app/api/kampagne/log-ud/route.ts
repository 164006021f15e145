// POST /api/kampagne/log-ud: deletes the session on the server, clears the cookie, back to the sign-in page.
import { recordAudit } from '@/db/queries/admin/audit';
import { adminWrite, seeOther } from '@/lib/auth/handler';
import { getAuth } from '@/lib/auth/server';

export const POST = adminWrite('kampagne-log-ud', async (request, _context, admin) => {
  const auth = await getAuth();
  const result = await auth.api.signOut({ headers: request.headers, asResponse: true });
  await recordAudit(admin.email, 'sign_out');
  const headers = new Headers();
  for (const cookie of result.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return seeOther('/kampagne/log-ind?logget-ud=1', headers);
});
