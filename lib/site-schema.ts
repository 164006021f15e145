// Shape of content/site.json; lib/site.ts parses it and the content check reports its problems.
import { z } from 'zod';

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
