// What the new-send form sends, checked against what exists: a newsletter in content/nyhedsbreve and the site's topics.
import { getNewsletter } from '@/lib/content/newsletters';
import { knownTopics } from '@/lib/newsletter/topics';

/** The slug if it names a newsletter, else a Danish message. */
export function readNewsletter(slug: string): { slug: string } | { error: string } {
  return getNewsletter(slug) ? { slug } : { error: 'Vælg et nyhedsbrev.' };
}

/** The newsletter and the ticked topics that exist (in the site's order), else a Danish message. */
export function readNewSend(
  slug: string,
  ticked: readonly string[],
): { slug: string; topics: string[] } | { error: string } {
  const newsletter = readNewsletter(slug);
  if ('error' in newsletter) return newsletter;
  const topics = knownTopics(ticked);
  if (topics.length === 0) return { error: 'Vælg mindst ét emne under Modtagere.' };
  return { slug, topics };
}
