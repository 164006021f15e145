import { apiHandler, guardWrite, limits, parseJson } from '@/lib/api';
import { json } from '@/lib/api/respond';
import { receiveMessage } from '@/lib/contact/service';
import { contactSchema } from '@/lib/validation/contact';

// POST /api/contact { name, email, category, message, consent } — stores the message with its consent record and
// queues the notification to the campaign's inbox; it is sent after the response, never while the visitor waits.
export const POST = apiHandler('POST /api/contact', async (request: Request) => {
  await guardWrite(request, limits.contact);
  const { website, ...message } = await parseJson(request, contactSchema);
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (!website) await receiveMessage(message);
  return json({ ok: true }, { status: 201 });
});
