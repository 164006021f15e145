import 'server-only';
// The room's one door: every page, handler and action of /kampagne calls requireAdmin() (or its Request form) first.
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { assertSameOrigin } from '@/lib/api/origin';
import { unauthorized } from '@/lib/api/errors';
import { isAdminEmail } from './admins';
import { getAuth } from './server';

const SIGN_IN_PATH = '/kampagne/log-ind';

export type Admin = { email: string; userId: string };

/** The signed-in admin for these request headers, or null: no session, an ended one, or an address since removed from ADMIN_EMAILS. */
async function adminFor(requestHeaders: Headers): Promise<Admin | null> {
  const auth = await getAuth();
  const result = await auth.api.getSession({ headers: requestHeaders });
  if (!result || !isAdminEmail(result.user.email)) return null;
  return { email: result.user.email.toLowerCase(), userId: result.user.id };
}

/** For pages and layouts: the admin, or a redirect to the sign-in page. */
export async function requireAdmin(): Promise<Admin> {
  const admin = await adminFor(await headers());
  if (!admin) redirect(SIGN_IN_PATH);
  return admin;
}

/** For route handlers: the admin, or a 401 ApiError (apiHandler turns it into the envelope). */
export async function requireAdminRequest(request: Request): Promise<Admin> {
  const admin = await adminFor(request.headers);
  if (!admin) throw unauthorized();
  return admin;
}

/** For writes: the session first, then a same-origin check, so a POST from another site is refused even with a cookie. */
export async function requireAdminWrite(request: Request): Promise<Admin> {
  const admin = await requireAdminRequest(request);
  assertSameOrigin(request);
  return admin;
}
