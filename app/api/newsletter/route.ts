import { alreadySubscribed, apiHandler, guardWrite, limits, parseJson } from '@/lib/api';
import { json } from '@/lib/api/respond';
import { subscribe } from '@/lib/newsletter/service';
import { newsletterSchema } from '@/lib/validation/newsletter';

// POST /api/newsletter { email, consent } — 201 subscribed (welcome mail sent after the response), 409 when the
// email (any case) is already on the list.
export const POST = apiHandler('POST /api/newsletter', async (request: Request) => {
  await guardWrite(request, limits.newsletter);
  const { website, email } = await parseJson(request, newsletterSchema);
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (website) return json({ ok: true }, { status: 201 });
  if ((await subscribe(email)).status === 'duplicate') throw alreadySubscribed();
  return json({ ok: true }, { status: 201 });
});
