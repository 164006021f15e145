import { apiHandler, guardWrite, limits, parseJson, validationFailed } from '@/lib/api';
import { isFormPost } from '@/lib/api/body';
import { formPostHandler } from '@/lib/api/form-answer';
import { json } from '@/lib/api/respond';
import { volunteerConsent, volunteerDone } from '@/lib/validation/volunteer';
import { phoneMessage, volunteerSchema } from '@/lib/validation/volunteer';
import { normalizeDanishPhone } from '@/lib/validation/volunteer-phone';
import { signUp } from '@/lib/volunteers/service';

const NAME = 'POST /api/volunteers';

/** The sign-up, once the request has passed its guard and its schema; throws the refusals. */
async function volunteer({
  website,
  consent,
  phone,
  times,
  message,
  ...rest
}: ReturnType<typeof volunteerSchema.parse>) {
  void consent;
  const normalizedPhone = phone ? normalizeDanishPhone(phone) : null;
  if (phone && !normalizedPhone) throw validationFailed(phoneMessage, 'phone');
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (website) return;
  await signUp({
    ...rest,
    phone: normalizedPhone,
    times: times ?? [],
    message: message || null,
    consentVersion: volunteerConsent.version,
  });
}

// The form as the browser posts it by itself (issue 48): the same guard, schema and work, answered with a page.
const formPost = formPostHandler({
  name: NAME,
  limit: limits.volunteers,
  schema: volunteerSchema,
  shape: {
    name: 'text',
    email: 'text',
    phone: 'text',
    interests: 'list',
    times: 'list',
    message: 'text',
    consent: 'box',
    website: 'text',
  },
  run: volunteer,
  done: volunteerDone,
  refused: 'Tilmeldingen er ikke sendt',
  back: '/bliv-frivillig',
  backLabel: 'Tilbage til Bliv frivillig',
});

// POST /api/volunteers { name, email, phone?, interests, times?, message?, consent } — 201 with the same answer for a
// new, an updated and an unchanged sign-up (nothing tells a stranger whether an address is known); the confirmation
// mail is sent after the response. A form post (application/x-www-form-urlencoded) gets the same as a page.
export const POST = apiHandler(NAME, async (request: Request) => {
  if (isFormPost(request)) return formPost(request);
  await guardWrite(request, limits.volunteers);
  await volunteer(await parseJson(request, volunteerSchema));
  return json({ ok: true }, { status: 201 });
});
