import { apiHandler, guardWrite, limits, parseJson, validationFailed } from '@/lib/api';
import { json } from '@/lib/api/respond';
import { volunteerConsent } from '@/lib/validation/volunteer';
import { phoneMessage, volunteerSchema } from '@/lib/validation/volunteer';
import { normalizeDanishPhone } from '@/lib/validation/volunteer-phone';
import { signUp } from '@/lib/volunteers/service';

// POST /api/volunteers { name, email, phone?, interests, times?, message?, consent } — 201 with the same answer for a
// new, an updated and an unchanged sign-up (nothing tells a stranger whether an address is known); the confirmation
// mail is sent after the response.
export const POST = apiHandler('POST /api/volunteers', async (request: Request) => {
  await guardWrite(request, limits.volunteers);
  const { website, consent, phone, times, message, ...rest } = await parseJson(
    request,
    volunteerSchema,
  );
  void consent;
  const normalizedPhone = phone ? normalizeDanishPhone(phone) : null;
  if (phone && !normalizedPhone) throw validationFailed(phoneMessage, 'phone');
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (website) return json({ ok: true }, { status: 201 });
  await signUp({
    ...rest,
    phone: normalizedPhone,
    times: times ?? [],
    message: message || null,
    consentVersion: volunteerConsent.version,
  });
  return json({ ok: true }, { status: 201 });
});
