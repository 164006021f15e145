import 'server-only';
// Sign-in as the room's form asks for it: a link for an address in ADMIN_EMAILS, nothing (and the same answer) for any
// other. better-auth makes and stores the token; its sendMagicLink hook is ./sign-in-link.ts.
import { isAdminEmail } from './admins';
import { getAuth } from './server';

const SIGN_IN = '/kampagne/log-ind';

export async function requestSignInLink(email: string, headers: Headers) {
  if (!isAdminEmail(email)) return;
  const auth = await getAuth();
  await auth.api.signInMagicLink({
    body: {
      email: email.toLowerCase(),
      callbackURL: '/kampagne',
      errorCallbackURL: `${SIGN_IN}?fejl=link`,
    },
    headers,
  });
}
