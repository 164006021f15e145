// Site identity: read once from content/site.json (a volunteer edits it there) and validated here.
import raw from '@/content/site.json';
import { siteSchema, type SiteConfig } from './site-schema';

export type { SiteConfig };

export const site: SiteConfig = siteSchema.parse(raw);

/** Phone number as a tel: href (spaces removed). */
export const phoneHref = `tel:${site.phone.replace(/\s+/g, '')}`;
