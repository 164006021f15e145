// The preferences page's rules on top of lib/newsletter/preferences (the token's meaning, saving, leaving): a save needs
// at least one known topic (leaving is its own button). GET callers only check; the form's POST changes.
import type { Database } from '@/db/client';
import { setSubscriberTopics } from '@/db/queries/newsletter-sends';
import { leaveWithToken, checkPreferencesToken } from '../preferences';
import { knownTopics, readerTopics } from '../topics';

export { checkPreferencesToken, type PreferencesCheck } from '../preferences';

export type PreferencesChange = { action: 'save'; topics: string[] } | { action: 'leave' };

/** saved/left: done; none-chosen: a save with no topic ticked (leaving is its own button); unknown-topic: bad input. */
export type PreferencesOutcome = 'saved' | 'left' | 'invalid' | 'none-chosen' | 'unknown-topic';

export async function changePreferences(
  db: Database,
  token: string | null | undefined,
  change: PreferencesChange,
): Promise<PreferencesOutcome> {
  if (change.action === 'leave') {
    const left = await leaveWithToken(db, token);
    return left === 'unsubscribed' ? 'left' : left;
  }
  const check = await checkPreferencesToken(db, token);
  if (check.status !== 'valid') return check.status;
  const chosen = knownTopics(change.topics);
  if (chosen.length !== new Set(change.topics).size) return 'unknown-topic';
  if (!chosen.length) return 'none-chosen';
  await setSubscriberTopics(db, check.id, readerTopics(chosen));
  return 'saved';
}
