// The reader's preferences link (/nyhedsbrev/indstillinger?token=…): what a token means now, and the two things the
// reader can do with it. GET callers only check; the form's POST changes. The token is the only permission.
import type { Database } from '@/db/client';
import { findSubscriberTopics, setSubscriberTopics } from '@/db/queries/newsletter-preferences';
import { deleteSubscriberById } from '@/db/queries/unsubscribe';
import { preferencesTokenSubscriberId, verifyPreferencesToken } from '../preferences-token';
import { knownTopics, readerTopics, topicKeys } from '../topics';

/**
 * valid: a genuine preferences link for a current reader, with the topics they get (all when they chose none);
 * invalid: malformed, forged, or made for another purpose (an unsubscribe link's token does not verify here);
 * gone: well-formed, but the reader has left the list (ids are never reused).
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
  const reader = await findSubscriberTopics(db, id);
  if (!reader) return { status: 'gone' };
  if (!verifyPreferencesToken(token, reader)) return { status: 'invalid' };
  const topics = reader.topics?.length ? knownTopics(reader.topics) : topicKeys();
  return { status: 'valid', id, email: reader.email, topics };
}

export type PreferencesChange = { action: 'save'; topics: string[] } | { action: 'leave' };

/** saved/left: done; none-chosen: a save with no topic ticked (leaving is its own button); unknown-topic: bad input. */
export type PreferencesOutcome =
  'saved' | 'left' | 'invalid' | 'gone' | 'none-chosen' | 'unknown-topic';

export async function changePreferences(
  db: Database,
  token: string | null | undefined,
  change: PreferencesChange,
): Promise<PreferencesOutcome> {
  const check = await checkPreferencesToken(db, token);
  if (check.status !== 'valid') return check.status;
  // A concurrent unsubscribe may have deleted the reader between check and change: the same outcome as a replay.
  if (change.action === 'leave')
    return (await deleteSubscriberById(db, check.id)) ? 'left' : 'gone';
  const chosen = knownTopics(change.topics);
  if (chosen.length !== new Set(change.topics).size) return 'unknown-topic';
  if (!chosen.length) return 'none-chosen';
  return (await setSubscriberTopics(db, check.id, readerTopics(chosen))) ? 'saved' : 'gone';
}
