// Site identity: read once from content/site.json (a volunteer edits it there) and validated here.
import { z } from 'zod';
import raw from '@/content/site.json';

const httpsUrl = z.url({ protocol: /^https?$/ });
const publicPath = z.string().regex(/^\/[\w\-./]+$/, 'skal være en sti i public/, fx /logo.svg');

export const siteSchema = z.object({
  fictionalNotice: z.string().min(1),
  partyName: z.string().min(1),
  municipality: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(1).max(200),
  about: z.string().min(1),
  url: httpsUrl,
  email: z.email(),
  phone: z.string().regex(/^\+?[\d ]{8,}$/, 'skal være et telefonnummer'),
  address: z.object({
    street: z.string().min(1),
    postalCode: z.string().regex(/^\d{4}$/, 'skal være et firecifret postnummer'),
    city: z.string().min(1),
    country: z.string().length(2),
  }),
  social: z.object({
    facebook: httpsUrl.refine((u) => new URL(u).hostname.endsWith('facebook.com'), 'skal være et facebook.com-link'),
    instagram: httpsUrl.refine((u) => new URL(u).hostname.endsWith('instagram.com'), 'skal være et instagram.com-link'),
    linkedin: httpsUrl,
  }),
  logo: publicPath,
  shareImage: z.object({
    path: publicPath,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: z.string().min(1),
  }),
  analytics: z.object({ enabled: z.boolean(), endpoint: z.string().startsWith('/') }),
  embed: z.object({
    allowedOrigins: z.array(z.url({ protocol: /^https?$/ })).min(1),
    defaultPrimaryColor: z.string().min(1),
    languages: z.array(z.enum(['da', 'en'])).min(1),
  }),
});

export type SiteConfig = z.infer<typeof siteSchema>;

export const site: SiteConfig = siteSchema.parse(raw);

/** Phone number as a tel: href (spaces removed). */
export const phoneHref = `tel:${site.phone.replace(/\s+/g, '')}`;
