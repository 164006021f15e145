import {
  alreadySubscribed,
  apiHandler,
  guardWrite,
  limits,
  parseJson,
  validationFailed,
} from '@/lib/api';
import { isFormPost } from '@/lib/api/body';
import { formPostHandler } from '@/lib/api/form-answer';
import { json } from '@/lib/api/respond';
import { subscribe } from '@/lib/newsletter/service';
import { newsletterDone, newsletterSchema } from '@/lib/validation/newsletter';

const NAME = 'POST /api/newsletter';

/** The sign-up, once the request has passed its guard and its schema; throws the refusals. */
async function signUp({ website, email, topics }: ReturnType<typeof newsletterSchema.parse>) {
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (website) return;
  const result = await subscribe(email, { topics });
  if (result.status === 'unknown_topic') throw validationFailed('Vælg blandt emnerne', 'topics');
  if (result.status === 'duplicate') throw alreadySubscribed();
}

// The form as the browser posts it by itself (issue 48): the same guard, schema and work, answered with a page.
const formPost = formPostHandler({
  name: NAME,
  limit: limits.newsletter,
  schema: newsletterSchema,
  shape: { email: 'text', topics: 'list', consent: 'box', website: 'text' },
  run: signUp,
  done: newsletterDone,
  refused: 'Tilmeldingen er ikke sendt',
  back: '/kontakt',
  backLabel: 'Tilbage til kontaktsiden',
});

// POST /api/newsletter { email, consent, topics? } — 201 stored unconfirmed (issue 45: the confirmation mail is sent after
// the response; newsletters only once the owner confirms), 409 when the email (any case) is a confirmed subscriber.
// A form post (application/x-www-form-urlencoded) gets the same as a page.
export const POST = apiHandler(NAME, async (request: Request) => {
  if (isFormPost(request)) return formPost(request);
  await guardWrite(request, limits.newsletter);
  await signUp(await parseJson(request, newsletterSchema));
  return json({ ok: true }, { status: 201 });
});
