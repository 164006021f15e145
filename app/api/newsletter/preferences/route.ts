import { getDb } from '@/db/index';
import {
  changePreferences,
  type PreferencesChange,
  type PreferencesOutcome,
} from '@/lib/newsletter/public/preferences';
import {
  preferencesTexts,
  type PreferencesStatus,
} from '@/lib/newsletter/public/preferences-texts';
import { refusalResponse } from '@/lib/newsletter/public/refusal';
import { PREFERENCES_PATH } from '@/lib/newsletter/preferences-token';
import { readFormBody } from '@/lib/stewardship/form-body';

const back = (status: PreferencesStatus, token?: string) =>
  new Response(null, {
    status: 303,
    headers: {
      Location: `${PREFERENCES_PATH}?${token ? `token=${encodeURIComponent(token)}&` : ''}status=${status}`,
      'Cache-Control': 'no-store',
    },
  });

/** The form's fields as a change, or null when the form is not one the page makes. */
function changeOf(form: FormData): PreferencesChange | null {
  const action = form.get('action');
  if (action === 'afmeld') return { action: 'leave' };
  if (action !== 'gem') return null;
  const topics = form.getAll('topics');
  return topics.every((t): t is string => typeof t === 'string')
    ? { action: 'save', topics }
    : null;
}

async function change(
  token: string,
  wanted: PreferencesChange,
): Promise<PreferencesOutcome | 'error'> {
  try {
    return await changePreferences(await getDb(), token, wanted);
  } catch (error) {
    console.error(`[preferences] failed: ${error instanceof Error ? error.name : typeof error}`);
    return 'error';
  }
}

// POST /api/newsletter/preferences (form: token, topics…, action=gem|afmeld) from /nyhedsbrev/indstillinger's plain
// HTML forms. Done: 303 back to the page with the outcome. A bad link or form: its Danish text with a 4xx, nothing
// changed. No Origin check: the signed token is the permission (the page sends no Referer, so Origin may be null).
export async function POST(request: Request): Promise<Response> {
  const form = await readFormBody(request);
  const token = form?.get('token');
  if (typeof token !== 'string' || !token) return refusalResponse(preferencesTexts.ugyldig, 400);
  const wanted = changeOf(form!);
  if (!wanted) return refusalResponse(preferencesTexts.forkert, 400);
  const outcome = await change(token, wanted);
  switch (outcome) {
    case 'saved':
      return back('gemt', token);
    case 'none-chosen':
      return back('ingen-emner', token);
    case 'left':
      return back('afmeldt');
    // Issue 45: one answer for every link that opens nothing, a reader's forged one or one for an id nobody has.
    case 'invalid':
      return refusalResponse(preferencesTexts.ugyldig, 403);
    case 'unknown-topic':
      return refusalResponse(preferencesTexts.forkert, 400);
    case 'error':
      return refusalResponse(preferencesTexts.fejl, 503);
  }
}
