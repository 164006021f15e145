import type { MetadataRoute } from 'next';
import { isPreviewDeployment } from '@/lib/preview/deployment';
import { siteUrl } from '@/lib/seo';

export default function robots(): MetadataRoute.Robots {
  // A preview is for reviewers only: nothing in it may be crawled, and it names no sitemap.
  if (isPreviewDeployment()) return { rules: [{ userAgent: '*', disallow: '/' }] };
  return {
    // /embed is kept out of search by its X-Robots-Tag header; a '/embed' prefix here would also hide /embed/docs.
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/ikke-fundet/', '/keystatic'] }],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
