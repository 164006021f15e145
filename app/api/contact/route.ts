import { createMessage } from '@/db/queries/messages';
import { apiHandler, guardWrite, limits, parseJson } from '@/lib/api';
import { sendSoon } from '@/lib/mail/send-soon';
import { contactConsent } from '@/lib/validation/consent';
import { contactSchema } from '@/lib/validation/contact';
import { json } from '@/lib/api/respond';

// POST /api/contact { name, email, category, message, consent } — stores the message with its consent record and
// queues the notification to the campaign's inbox; it is sent after the response, never while the visitor waits.
export const POST = apiHandler('POST /api/contact', async (request: Request) => {
  await guardWrite(request, limits.contact);
  const { website, ...message } = await parseJson(request, contactSchema);
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (!website)
    sendSoon([
      (await createMessage({ ...message, consentVersion: contactConsent.version })).outboxId,
    ]);
  return json({ ok: true }, { status: 201 });
});
