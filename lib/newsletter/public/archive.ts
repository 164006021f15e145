// The newsletter's public side (issue 36): only newsletters marked archive: true have a page; the rest exist as mail only.
import { getArchivedNewsletters, type Newsletter } from '../../content/newsletters';
import { newsletterTopics } from '../topics';

export const NEWSLETTER_ARCHIVE_PATH = '/nyhedsbrev';

/** The archived newsletter with this slug, or undefined (unknown, or sent only as mail). */
export const getArchivedNewsletter = (slug: string): Newsletter | undefined =>
  getArchivedNewsletters().find((letter) => letter.slug === slug);

/** The Danish labels of a newsletter's topics, in the site's order. */
export const topicLabels = (letter: Pick<Newsletter, 'topics'>): string[] =>
  newsletterTopics()
    .filter((topic) => letter.topics.includes(topic.key))
    .map((topic) => topic.label);

/** The address of the body's first picture (Markdown ![alt](src)): the web version fetches that one at once. */
export const firstImageSrc = (body: string): string | undefined =>
  /!\[[^\]]*\]\(\s*<?([^)\s>]+)/.exec(body)?.[1];
