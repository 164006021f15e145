// POST /api/kampagne/log-ind: the sign-in form. Every address gets the same 303, at once; only ADMIN_EMAILS get a link,
// made after the response (issue 45 item 9: the answer's timing names no one). What is limited is the mails
// (lib/auth/service.ts: one new link a minute per address, 10 a day), never a team member's requests (item 3); the only
// request limit left is the per-client one, which no other client can use up.
import { z } from 'zod/mini';
import { ApiError, limits } from '@/lib/api';
import { apiHandler } from '@/lib/api/handler';
import { assertSameOrigin } from '@/lib/api/origin';
import { enforceRateLimit } from '@/lib/api/rate-limit';
import { seeOther } from '@/lib/auth/handler';
import { requestSignInLink } from '@/lib/auth/service';
import { afterResponse } from '@/lib/mail/send-soon';
import { readFormBody } from '@/lib/stewardship/form-body';
import { emailField } from '@/lib/validation/contact';

const SIGN_IN = '/kampagne/log-ind';

export const POST = apiHandler('kampagne-log-ind', async (request) => {
  assertSameOrigin(request);
  try {
    await enforceRateLimit(request, limits.signIn);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      return seeOther(`${SIGN_IN}?fejl=for-mange`);
    throw error;
  }
  const parsed = z.safeParse(emailField, (await readFormBody(request))?.get('email'));
  if (!parsed.success) return seeOther(`${SIGN_IN}?fejl=email`);
  const email = parsed.data;
  const headers = new Headers(request.headers);
  afterResponse('kampagne-log-ind', () => requestSignInLink(email, headers), {
    runOutsideRequest: true,
  });
  return seeOther(`${SIGN_IN}?sendt=1`);
});
