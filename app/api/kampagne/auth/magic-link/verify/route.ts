// GET /api/kampagne/auth/magic-link/verify: where better-auth's own link points (and sign-in mails sent before issue 34
// did). A GET never uses a link up, because mail scanners open links first: this only leads to the confirmation page,
// whose "Log ind" button POSTs (app/api/kampagne/log-ind/bekraeft). No better-auth endpoint is routed as such:
// sign-in requests go through /api/kampagne/log-ind, the link through log-ind/bekraeft, sign-out through log-ud.
import { seeOther } from '@/lib/auth/handler';
import { SIGN_IN_CONFIRM_PATH } from '@/lib/auth/sign-in-link';

export function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token');
  const location = token
    ? `${SIGN_IN_CONFIRM_PATH}?token=${encodeURIComponent(token)}`
    : SIGN_IN_CONFIRM_PATH;
  return seeOther(location);
}
