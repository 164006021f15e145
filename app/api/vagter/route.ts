import { getDb } from '@/db/index';
import { sendSoon } from '@/lib/mail/send-soon';
import { readFormBody } from '@/lib/stewardship/form-body';
import { now } from '@/lib/time/clock';
import { leaveShift, takeShift } from '@/lib/vagtplan/service';
import { MY_SHIFTS_PATH } from '@/lib/vagtplan/token';
import { readId } from '@/lib/room/ids';
import type { NoticeKey } from '@/app/(site)/mine-vagter/texts';

const keys: Record<string, NoticeKey | null> = {
  taken: 'taget',
  already: 'allerede',
  full: 'fuld',
  closed: 'lukket',
  left: 'forladt',
  not_on: 'ikke',
  gone: 'findes',
  limit: 'mange',
  invalid: null,
  expired: null,
};

const back = (token: string, notice: NoticeKey | null) =>
  new Response(null, {
    status: 303,
    headers: {
      Location: `${MY_SHIFTS_PATH}?token=${encodeURIComponent(token)}${notice ? `&besked=${notice}` : ''}`,
      'Cache-Control': 'no-store',
    },
  });

// POST /api/vagter (form fields token, vagt, handling = tag | forlad), sent by the buttons on /mine-vagter: the page's
// GET only looks. The signed link is the permission; a post from another site's page is refused as well. Answers 303
// back to the page, which says what happened (or refuses the link, showing nothing).
export async function POST(request: Request): Promise<Response> {
  // Not assertSameOrigin: the page sends no referrer (the token is in its address), so Chromium posts its forms with
  // `Origin: null`. Sec-Fetch-Site still tells another site's page apart.
  if (request.headers.get('sec-fetch-site') === 'cross-site')
    return new Response('Forespørgslen kom fra en anden side.', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  const form = await readFormBody(request);
  const token = String(form?.get('token') ?? '');
  const shiftId = readId(String(form?.get('vagt') ?? ''));
  const action = form?.get('handling');
  if (!form || shiftId === null || (action !== 'tag' && action !== 'forlad'))
    return new Response('Formularen mangler en vagt eller en handling.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  try {
    const db = await getDb();
    const result = await (action === 'tag' ? takeShift : leaveShift)(db, token, shiftId, now());
    if (result.outboxId !== undefined) sendSoon([result.outboxId]);
    return back(token, keys[result.status] ?? null);
  } catch (error) {
    console.error(
      `[vagter] ${action} failed: ${error instanceof Error ? error.name : typeof error}`,
    );
    return back(token, 'fejl');
  }
}
