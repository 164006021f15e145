// The news pages for app/sitemap.ts, each with the date it last changed (<lastmod>).
import type { MetadataRoute } from 'next';
import { getNews, modifiedDate, newsPath } from '@/lib/content/news';
import { absoluteUrl } from '@/lib/seo';
import { listPagePath, pageCount, pageItems } from './paging';

const latest = (dates: string[]) => dates.sort().at(-1);

/** /nyheder, its pages 2… and every post, in that order. */
export function newsSitemapEntries(): MetadataRoute.Sitemap {
  const posts = getNews();
  const lists = Array.from({ length: pageCount(posts.length) }, (_, i) => i + 1).map((page) => ({
    path: listPagePath(page),
    lastModified: latest(pageItems(posts, page).map(modifiedDate)),
  }));
  const entries = [
    ...lists,
    ...posts.map((post) => ({ path: newsPath(post), lastModified: modifiedDate(post) })),
  ];
  return entries.map(({ path, lastModified }) => ({
    url: absoluteUrl(path),
    ...(lastModified ? { lastModified } : {}),
    changeFrequency: 'weekly',
    priority: 0.7,
  }));
}
