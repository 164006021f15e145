import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/seo';

export default function robots(): MetadataRoute.Robots {
  return {
    // /embed is kept out of search by its X-Robots-Tag header; a '/embed' prefix here would also hide /embed/docs.
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/ikke-fundet/'] }],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
