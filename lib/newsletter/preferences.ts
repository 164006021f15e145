// The preferences page (/nyhedsbrev/indstillinger?token=…) without a login: what a token opens, changing topics, leaving.
import type { Database } from '../../db/client';
import { setSubscriberTopics } from '../../db/queries/newsletter-sends';
import { deleteSubscriberById, findSubscriberById } from '../../db/queries/unsubscribe';
import { preferencesTokenSubscriberId, verifyPreferencesToken } from './preferences-token';
import { readerTopics, topicKeys } from './topics';

/**
 * valid: a genuine link for a current reader, with the topics they chose (every key when they chose all);
 * invalid: anything else, one answer whether the id is a reader's or not (issue 45: ids cannot be probed).
 */
export type PreferencesCheck =
  { status: 'valid'; id: number; email: string; topics: string[] } | { status: 'invalid' };

export async function checkPreferencesToken(
  db: Database,
  token: string | null | undefined,
): Promise<PreferencesCheck> {
  const id = preferencesTokenSubscriberId(token);
  if (id === null || !token) return { status: 'invalid' };
  const reader = await findSubscriberById(db, id);
  // The MAC is checked without a reader too, so both refusals take the same work.
  const genuine = verifyPreferencesToken(token, reader ?? { id, email: '' });
  if (!reader || !genuine) return { status: 'invalid' };
  const chosen = reader.topics?.length ? reader.topics : topicKeys();
  return { status: 'valid', id, email: reader.email, topics: chosen };
}

/** Saves the reader's topics (none or all = all); only with a genuine token. */
export async function saveTopicsWithToken(
  db: Database,
  token: string | null | undefined,
  topics: readonly string[],
): Promise<PreferencesCheck> {
  const check = await checkPreferencesToken(db, token);
  if (check.status !== 'valid') return check;
  const stored = readerTopics(topics);
  await setSubscriberTopics(db, check.id, stored);
  return { ...check, topics: stored ?? topicKeys() };
}

/** "Afmeld": the same deletion as the one-click unsubscribe (the reader and what was sent to them). */
export async function leaveWithToken(
  db: Database,
  token: string | null | undefined,
): Promise<'unsubscribed' | 'invalid'> {
  const check = await checkPreferencesToken(db, token);
  if (check.status !== 'valid') return check.status;
  // A concurrent "Afmeld mig" with the same genuine link may have deleted it first: left either way.
  await deleteSubscriberById(db, check.id);
  return 'unsubscribed';
}
