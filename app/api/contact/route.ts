import { createMessage } from '@/db/queries/messages';
import { apiHandler, guardWrite, limits, parseJson } from '@/lib/api';
import { contactConsent } from '@/lib/validation/consent';
import { contactSchema } from '@/lib/validation/contact';
import { json } from '@/lib/api/respond';

// POST /api/contact { name, email, category, message, consent } — stores the message with its consent record.
export const POST = apiHandler('POST /api/contact', async (request: Request) => {
  await guardWrite(request, limits.contact);
  const { website, ...message } = await parseJson(request, contactSchema);
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (!website) await createMessage({ ...message, consentVersion: contactConsent.version });
  return json({ ok: true }, { status: 201 });
});
