// What an unsubscribe token means right now, and the unsubscribe itself. GET callers only check; POST callers delete.
import type { Database } from '@/db/client';
import { deleteSubscriberById, findSubscriberById } from '@/db/queries/unsubscribe';
import { tokenMatches, tokenSubscriberId } from './unsubscribe-token';

/**
 * valid: a genuine link for a current subscriber; invalid: malformed or signed for someone else (tampered);
 * gone: well-formed, but no subscriber has that id any more (ids are never reused) — already unsubscribed.
 */
export type TokenCheck =
  { status: 'valid'; id: number; email: string } | { status: 'invalid' } | { status: 'gone' };

export async function checkUnsubscribeToken(
  db: Database,
  token: string | null | undefined,
): Promise<TokenCheck> {
  const id = tokenSubscriberId(token);
  if (id === null || !token) return { status: 'invalid' };
  const subscriber = await findSubscriberById(db, id);
  if (!subscriber) return { status: 'gone' };
  return tokenMatches(token, subscriber)
    ? { status: 'valid', id, email: subscriber.email }
    : { status: 'invalid' };
}

export type UnsubscribeResult = 'unsubscribed' | 'invalid' | 'gone';

/** Deletes the subscriber only when the token is genuine; a second call with the same token answers 'gone'. */
export async function unsubscribeWithToken(
  db: Database,
  token: string | null | undefined,
): Promise<UnsubscribeResult> {
  const check = await checkUnsubscribeToken(db, token);
  if (check.status !== 'valid') return check.status;
  // A concurrent click may have deleted it between check and delete; that is the same outcome as a replay.
  return (await deleteSubscriberById(db, check.id)) ? 'unsubscribed' : 'gone';
}

/** j***@example.dk: enough for the owner to recognise, little for anyone the link was forwarded to. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
