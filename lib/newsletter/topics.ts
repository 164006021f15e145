// The newsletter's topics (content/site.json newsletterTopics): what a reader may choose and a send may target.
import { site } from '../site';

/** @public */
export type NewsletterTopic = (typeof site.newsletterTopics)[number];

/** @public The checkboxes on /kontakt, the preferences page and the room. */
export const newsletterTopics = (): NewsletterTopic[] => site.newsletterTopics;

export const topicKeys = (): string[] => site.newsletterTopics.map((t) => t.key);

/** The known keys among `keys`, deduplicated in the site's order; unknown keys are dropped. */
export function knownTopics(keys: readonly string[]): string[] {
  const wanted = new Set(keys);
  return topicKeys().filter((key) => wanted.has(key));
}

/** A reader's stored choice: null (every topic) when none or all were chosen, else the chosen keys. */
export function readerTopics(keys: readonly string[] | undefined | null): string[] | null {
  const known = knownTopics(keys ?? []);
  return known.length === 0 || known.length === topicKeys().length ? null : known;
}
