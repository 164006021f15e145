import {
  alreadySubscribed,
  apiHandler,
  guardWrite,
  limits,
  parseJson,
  validationFailed,
} from '@/lib/api';
import { json } from '@/lib/api/respond';
import { subscribe } from '@/lib/newsletter/service';
import { newsletterSchema } from '@/lib/validation/newsletter';

// POST /api/newsletter { email, consent, topics? } — 201 stored unconfirmed (issue 45: the confirmation mail is sent after
// the response; newsletters only once the owner confirms), 409 when the email (any case) is a confirmed subscriber.
export const POST = apiHandler('POST /api/newsletter', async (request: Request) => {
  await guardWrite(request, limits.newsletter);
  const { website, email, topics } = await parseJson(request, newsletterSchema);
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (website) return json({ ok: true }, { status: 201 });
  const result = await subscribe(email, { topics });
  if (result.status === 'unknown_topic') throw validationFailed('Vælg blandt emnerne', 'topics');
  if (result.status === 'duplicate') throw alreadySubscribed();
  return json({ ok: true }, { status: 201 });
});
