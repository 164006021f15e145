import { subscribeNewsletter } from '@/db/queries/newsletter';
import { alreadySubscribed, apiHandler, guardWrite, limits, parseJson } from '@/lib/api';
import { sendSoon } from '@/lib/mail/send-soon';
import { newsletterConsent } from '@/lib/validation/consent';
import { newsletterSchema } from '@/lib/validation/newsletter';
import { json } from '@/lib/api/respond';

// POST /api/newsletter { email, consent } — 201 subscribed (welcome mail sent after the response), 409 when the
// email (any case) is already on the list.
export const POST = apiHandler('POST /api/newsletter', async (request: Request) => {
  await guardWrite(request, limits.newsletter);
  const { website, email } = await parseJson(request, newsletterSchema);
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (website) return json({ ok: true }, { status: 201 });
  const result = await subscribeNewsletter(email, newsletterConsent.version);
  if (result.status === 'duplicate') throw alreadySubscribed();
  if (result.outboxId !== null) sendSoon([result.outboxId]);
  return json({ ok: true }, { status: 201 });
});
