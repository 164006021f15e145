import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo';
import { politikRoutes } from '@/lib/content/politik-routes';

// Every public route; content routes come from the content loader so new files appear here by themselves.
const staticRoutes = ['/', '/kontakt', '/embed/docs', ...politikRoutes()];

export default function sitemap(): MetadataRoute.Sitemap {
  return staticRoutes.map((path) => ({ url: absoluteUrl(path), changeFrequency: 'weekly', priority: path === '/' ? 1 : 0.7 }));
}
