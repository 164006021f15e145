// The three news feeds (RSS 2.0, Atom 1.0, JSON Feed 1.1) from one Feed object built by the `feed` library.
import { Feed, type Author } from 'feed';
import { getNews, modifiedDate, newsPath, type NewsPost } from '@/lib/content/news';
import { getPolicyArea } from '@/lib/content/policy-areas';
import { absoluteUrl, feedPaths, siteName } from '@/lib/seo';
import { site } from '@/lib/site';
import { newsAuthor } from './author';
import { dayStart } from './dates';
import { newsContentHtml } from './feed-html';

/** The newest posts a feed carries. */
const FEED_SIZE = 20;

const party: Author = { name: siteName, link: absoluteUrl('/') };

function feedAuthor(post: NewsPost): Author {
  const { name, path } = newsAuthor(post);
  return { name, link: absoluteUrl(path) };
}

/**
 * One builder, with two differences per format. `feed` writes an item's `date` as RSS's pubDate, Atom's updated and JSON
 * Feed's date_modified: RSS readers sort by pubDate, so there it is the publication date and a corrected post keeps its
 * place. And `feed` guesses an enclosure's type from the file ending ("image/svg", "image/jpg": not MIME types), so
 * RSS and Atom carry the image only in the HTML; JSON Feed's `image` is a plain address.
 */
export function buildNewsFeed(format: 'rss' | 'atom' | 'json'): Feed {
  const posts = getNews().slice(0, FEED_SIZE);
  const newest = posts.map(modifiedDate).sort().at(-1);
  const feed = new Feed({
    title: `Nyheder – ${siteName}`,
    description: `Nyheder og læserbreve fra ${siteName}. ${site.fictionalNotice}`,
    id: absoluteUrl('/nyheder'),
    link: absoluteUrl('/nyheder'),
    language: 'da',
    image: absoluteUrl(site.shareImage.path),
    favicon: absoluteUrl(site.logo),
    copyright: `© ${siteName}`,
    updated: newest ? dayStart(newest) : undefined,
    generator: false,
    feedLinks: {
      rss: absoluteUrl(feedPaths.rss),
      atom: absoluteUrl(feedPaths.atom),
      json: absoluteUrl(feedPaths.json),
    },
    author: party,
  });
  for (const post of posts) {
    const url = absoluteUrl(newsPath(post));
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.summary,
      content: newsContentHtml(post),
      date: dayStart(format === 'rss' ? post.date : modifiedDate(post)),
      published: dayStart(post.date),
      author: [feedAuthor(post)],
      category: post.areas.map((slug) => ({
        name: getPolicyArea(slug)?.title ?? slug,
        term: slug,
      })),
      ...(post.image && format === 'json' ? { image: absoluteUrl(post.image.src) } : {}),
    });
  }
  return feed;
}

/** A feed response: static (written at build), readable by browser-based readers on other origins. */
export function feedResponse(body: string, contentType: string) {
  return new Response(body, {
    headers: {
      'Content-Type': `${contentType}; charset=utf-8`,
      'Access-Control-Allow-Origin': '*',
    },
  });
}
