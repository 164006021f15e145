import { apiHandler, guardWrite, limits, parseJson } from '@/lib/api';
import { isFormPost } from '@/lib/api/body';
import { formPostHandler } from '@/lib/api/form-answer';
import { json } from '@/lib/api/respond';
import { receiveMessage } from '@/lib/contact/service';
import { contactDone, contactSchema } from '@/lib/validation/contact';

const NAME = 'POST /api/contact';

/** The message, once the request has passed its guard and its schema. */
async function receive({ website, ...message }: ReturnType<typeof contactSchema.parse>) {
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (!website) await receiveMessage(message);
}

// The form as the browser posts it by itself (issue 48: the form's code loads on the visitor's first touch): the same
// guard, schema and work, answered with a page.
const formPost = formPostHandler({
  name: NAME,
  limit: limits.contact,
  schema: contactSchema,
  shape: {
    name: 'text',
    email: 'text',
    category: 'text',
    message: 'text',
    consent: 'box',
    website: 'text',
  },
  run: receive,
  done: contactDone,
  refused: 'Beskeden er ikke sendt',
  back: '/kontakt',
  backLabel: 'Tilbage til kontaktsiden',
});

// POST /api/contact { name, email, category, message, consent } — stores the message with its consent record and
// queues the notification to the campaign's inbox; it is sent after the response, never while the visitor waits.
// A form post (application/x-www-form-urlencoded) gets the same as a page.
export const POST = apiHandler(NAME, async (request: Request) => {
  if (isFormPost(request)) return formPost(request);
  await guardWrite(request, limits.contact);
  await receive(await parseJson(request, contactSchema));
  return json({ ok: true }, { status: 201 });
});
