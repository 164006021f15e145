// A post as the HTML a feed reader shows: the same sanitised Markdown conversion the site uses for policy bodies,
// with every link and image made absolute (a reader has no base address to resolve "/politik" against).
import { formatDanishDate } from '@/lib/format/danish-date';
import { policyBodyHtml } from '@/lib/markdown/policy-html';
import { newsPath, type NewsPost } from '@/lib/content/news';
import { absoluteUrl, siteUrl } from '@/lib/seo';
import { escapeHtml } from '@/lib/html/escape';

/** Site-relative href/src values ("/politik", "#afsnit") in sanitised HTML, rewritten onto SITE_URL and the post's address. */
export function absolutizeLinks(html: string, pageUrl: string): string {
  return html.replace(/\b(href|src)="([^"]*)"/g, (whole, attribute: string, value: string) => {
    if (value.startsWith('/') && !value.startsWith('//'))
      return `${attribute}="${siteUrl}${value}"`;
    if (value.startsWith('#')) return `${attribute}="${pageUrl}${value}"`;
    return whole;
  });
}

/** Where a letter first appeared, as the post page says it. */
function firstPublishedText(original: NonNullable<NewsPost['firstPublished']>) {
  return `Bragt første gang i ${original.outlet} den ${formatDanishDate(original.date)}.`;
}

/** The post's full content for RSS, Atom and JSON Feed: image, body, and where it first appeared. */
export function newsContentHtml(post: NewsPost): string {
  const pageUrl = absoluteUrl(newsPath(post));
  const parts: string[] = [];
  if (post.image)
    parts.push(
      `<p><img src="${escapeHtml(absoluteUrl(post.image.src))}" alt="${escapeHtml(post.image.alt)}"></p>`,
    );
  parts.push(absolutizeLinks(policyBodyHtml(post.body), pageUrl));
  const original = post.firstPublished;
  if (original) {
    const text = escapeHtml(firstPublishedText(original));
    parts.push(
      original.url
        ? `<p><em><a href="${escapeHtml(original.url)}">${text}</a></em></p>`
        : `<p><em>${text}</em></p>`,
    );
  }
  return parts.join('\n');
}
