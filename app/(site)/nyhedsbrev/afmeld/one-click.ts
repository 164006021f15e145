import { getDb } from '@/db/index';
import { readFormBody } from '@/lib/stewardship/form-body';
import { unsubscribeWithToken, type UnsubscribeResult } from '@/lib/stewardship/unsubscribe';
import { UNSUBSCRIBE_PATH } from '@/lib/stewardship/unsubscribe-token';
import { unsubscribeTexts, type ResultStatus } from './texts';

const statusOf: Record<UnsubscribeResult, ResultStatus> = {
  unsubscribed: 'afmeldt',
  invalid: 'ugyldig',
};

async function unsubscribe(token: string | null): Promise<ResultStatus> {
  try {
    return statusOf[await unsubscribeWithToken(await getDb(), token)];
  } catch (error) {
    console.error(`[unsubscribe] failed: ${error instanceof Error ? error.name : typeof error}`);
    return 'fejl';
  }
}

// POST /nyhedsbrev/afmeld?token=…, called by proxy.ts itself: a page and a route handler cannot share a URL, and a
// rewrite to a handler elsewhere is network-proxied when the server is bound to an address (vercel/next.js#94745).
// The page's button gets a 303 to the outcome page; a mail client's RFC 8058 one-click (body
// List-Unsubscribe=One-Click) gets the outcome as plain text.
// No Origin check: the signed token is the permission, and one-click POSTs come from mail providers' servers.
export async function handleUnsubscribePost(request: Request): Promise<Response> {
  const form = await readFormBody(request);
  const token =
    new URL(request.url).searchParams.get('token') ?? form?.get('token')?.toString() ?? null;
  const status = await unsubscribe(token);
  if (form?.get('List-Unsubscribe') === 'One-Click') {
    // Issue 45: every link that unsubscribes no one gets this one 400, whether its id is a reader's or not.
    const httpStatus = { afmeldt: 200, ugyldig: 400, fejl: 503 }[status];
    return new Response(`${unsubscribeTexts[status].title}. ${unsubscribeTexts[status].body}\n`, {
      status: httpStatus,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(null, {
    status: 303,
    headers: { Location: `${UNSUBSCRIBE_PATH}?status=${status}`, 'Cache-Control': 'no-store' },
  });
}
