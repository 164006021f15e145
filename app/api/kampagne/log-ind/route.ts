// POST /api/kampagne/log-ind: the sign-in form. Every address gets the same 303; only ADMIN_EMAILS get a link.
// Limits (issue 34): per client, per (client, address), and a per-address ceiling one client cannot reach.
import { z } from 'zod/mini';
import { ApiError, limits } from '@/lib/api';
import { apiHandler } from '@/lib/api/handler';
import { assertSameOrigin } from '@/lib/api/origin';
import {
  enforceAddressRateLimit,
  enforceClientAddressRateLimit,
  enforceRateLimit,
} from '@/lib/api/rate-limit';
import { seeOther } from '@/lib/auth/handler';
import { requestSignInLink } from '@/lib/auth/service';
import { readFormBody } from '@/lib/stewardship/form-body';
import { emailField } from '@/lib/validation/contact';

const SIGN_IN = '/kampagne/log-ind';

export const POST = apiHandler('kampagne-log-ind', async (request) => {
  assertSameOrigin(request);
  try {
    await enforceRateLimit(request, limits.signIn);
    const parsed = z.safeParse(emailField, (await readFormBody(request))?.get('email'));
    if (!parsed.success) return seeOther(`${SIGN_IN}?fejl=email`);
    const email = parsed.data;
    // Per (client, address) first: a request it refuses never reaches the per-address count, so one client that keeps
    // asking for a team member's link is stopped alone; only many clients together reach the per-address ceiling.
    await enforceClientAddressRateLimit(request, email, limits.signInAddress);
    await enforceAddressRateLimit(email, limits.signInAddressCeiling());
    await requestSignInLink(email, request.headers);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      return seeOther(`${SIGN_IN}?fejl=for-mange`);
    throw error;
  }
  return seeOther(`${SIGN_IN}?sendt=1`);
});
