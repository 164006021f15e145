// The preferences page (/nyhedsbrev/indstillinger?token=…) without a login: what a token opens, changing topics, leaving.
import type { Database } from '../../db/client';
import { setSubscriberTopics } from '../../db/queries/newsletter-sends';
import { deleteSubscriberById, findSubscriberById } from '../../db/queries/unsubscribe';
import { preferencesTokenSubscriberId, verifyPreferencesToken } from './preferences-token';
import { readerTopics, topicKeys } from './topics';

/**
 * valid: a genuine link for a current reader, with the topics they chose (every key when they chose all);
 * invalid: malformed or signed for someone else; gone: that reader has left (ids are never reused).
 */
export type PreferencesCheck =
  | { status: 'valid'; id: number; email: string; topics: string[] }
  | { status: 'invalid' }
  | { status: 'gone' };

export async function checkPreferencesToken(
  db: Database,
  token: string | null | undefined,
): Promise<PreferencesCheck> {
  const id = preferencesTokenSubscriberId(token);
  if (id === null || !token) return { status: 'invalid' };
  const reader = await findSubscriberById(db, id);
  if (!reader) return { status: 'gone' };
  if (!verifyPreferencesToken(token, reader)) return { status: 'invalid' };
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
): Promise<'unsubscribed' | 'invalid' | 'gone'> {
  const check = await checkPreferencesToken(db, token);
  if (check.status !== 'valid') return check.status;
  return (await deleteSubscriberById(db, check.id)) ? 'unsubscribed' : 'gone';
}
