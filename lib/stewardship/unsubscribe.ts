// What an unsubscribe token means right now, and the unsubscribe itself. GET callers only check; POST callers delete.
import type { Database } from '@/db/client';
import { deleteSubscriberById, findSubscriberById } from '@/db/queries/unsubscribe';
import { tokenMatches, tokenSubscriberId } from './unsubscribe-token';

/**
 * valid: a genuine link for a current subscriber; invalid: anything else. Issue 45: a forged token for an existing
 * subscriber and one for an id nobody has (or a genuine one whose subscriber has left) are one answer, so no one can
 * probe which ids are readers. The MAC is checked in both cases, so they also take the same work.
 */
export type TokenCheck = { status: 'valid'; id: number; email: string } | { status: 'invalid' };

export async function checkUnsubscribeToken(
  db: Database,
  token: string | null | undefined,
): Promise<TokenCheck> {
  const id = tokenSubscriberId(token);
  if (id === null || !token) return { status: 'invalid' };
  const subscriber = await findSubscriberById(db, id);
  const genuine = tokenMatches(token, subscriber ?? { id, email: '' });
  return subscriber && genuine
    ? { status: 'valid', id, email: subscriber.email }
    : { status: 'invalid' };
}

export type UnsubscribeResult = 'unsubscribed' | 'invalid';

/** Deletes the subscriber only when the token is genuine; a second call with the same token answers 'invalid'. */
export async function unsubscribeWithToken(
  db: Database,
  token: string | null | undefined,
): Promise<UnsubscribeResult> {
  const check = await checkUnsubscribeToken(db, token);
  if (check.status !== 'valid') return check.status;
  // A concurrent click with the same genuine link may have deleted it between check and delete: unsubscribed either way.
  await deleteSubscriberById(db, check.id);
  return 'unsubscribed';
}

/** j***@example.dk: enough for the owner to recognise, little for anyone the link was forwarded to. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
