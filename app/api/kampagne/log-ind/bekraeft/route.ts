// POST /api/kampagne/log-ind/bekraeft (form field token): the "Log ind" button on the page the sign-in link opens.
// Only this POST uses the link up and sets the session; the page's GET just shows the button, because mail scanners
// (Defender Safe Links, Mimecast) open links before the person does (issue 34; better-auth #9690). Same-origin only,
// like every write of the room. A used, expired or forged link goes back to the sign-in form with ?fejl=link.
import { apiHandler } from '@/lib/api/handler';
import { assertSameOrigin } from '@/lib/api/origin';
import { seeOther } from '@/lib/auth/handler';
import { getAuth } from '@/lib/auth/server';
import { readFormBody } from '@/lib/stewardship/form-body';

const ROOM = '/kampagne';
const LINK_REFUSED = '/kampagne/log-ind?fejl=link';
// better-auth's tokens are 32 letters; anything else is refused without a look in the database.
const TOKEN = /^[A-Za-z0-9]{16,128}$/;

export const POST = apiHandler('kampagne-log-ind-bekraeft', async (request) => {
  assertSameOrigin(request);
  const token = (await readFormBody(request))?.get('token');
  if (typeof token !== 'string' || !TOKEN.test(token)) return seeOther(LINK_REFUSED);
  const auth = await getAuth();
  const verified = await auth.api.magicLinkVerify({
    query: { token, callbackURL: ROOM, errorCallbackURL: LINK_REFUSED },
    headers: request.headers,
    asResponse: true,
  });
  const cookies = verified.headers.getSetCookie();
  if (!cookies.some((c) => /session_token=[^;]/.test(c))) return seeOther(LINK_REFUSED);
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return seeOther(ROOM, headers);
});
