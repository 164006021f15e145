// One helper for every page's metadata and the structured data that goes with it.
import type { Metadata, Viewport } from 'next';
import { env } from './env';
import { site } from './site';

export const siteUrl = (env.SITE_URL ?? site.url).replace(/\/$/, '');
export const siteName = `${site.partyName} ${site.municipality}`;

export const absoluteUrl = (path: string) => new URL(path, `${siteUrl}/`).toString();

/** The news feeds, announced on every page as <link rel="alternate">: the root layout sets them, and pageMetadata again,
 * because a page's own `alternates` replaces the layout's whole. */
export const feedPaths = {
  rss: '/nyheder/rss.xml',
  atom: '/nyheder/atom.xml',
  json: '/nyheder/feed.json',
} as const;
const feedAlternates = {
  'application/rss+xml': [{ url: feedPaths.rss, title: `Nyheder fra ${siteName} (RSS)` }],
  'application/atom+xml': [{ url: feedPaths.atom, title: `Nyheder fra ${siteName} (Atom)` }],
  'application/feed+json': [{ url: feedPaths.json, title: `Nyheder fra ${siteName} (JSON Feed)` }],
};

export type PageSeo = {
  /** The topic alone; the root layout's template adds '– {party} {municipality}'. */
  title: string;
  description: string;
  /** Path of the page, e.g. '/politik'; used for canonical and og:url. */
  path: string;
  /** Leave out to use the default share image. */
  image?: { url: string; width: number; height: number; alt: string };
  /** The route has its own opengraph-image.tsx: name no image, so Next uses the generated one. */
  ownImage?: boolean;
  type?: 'website' | 'article' | 'profile';
  /** Use the title as is, without the template (the home page). */
  absoluteTitle?: boolean;
  noIndex?: boolean;
  /** hreflang alternates (languageAlternates below) for a page that exists in both languages. */
  languages?: Record<string, string>;
  /** Open Graph locale of an English page. */
  locale?: 'da_DK' | 'en_GB';
};

const defaultShareImage = {
  url: site.shareImage.path,
  width: site.shareImage.width,
  height: site.shareImage.height,
  alt: site.shareImage.alt,
};

export function pageMetadata({
  title,
  description,
  path,
  image,
  ownImage,
  type = 'website',
  absoluteTitle,
  noIndex,
  languages,
  locale = 'da_DK',
}: PageSeo): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} – ${siteName}`;
  // A key set at all (even undefined) would hide the route's generated image, so it is left out entirely.
  const images = ownImage ? {} : { images: [image ?? defaultShareImage] };
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path, types: feedAlternates, ...(languages ? { languages } : {}) },
    openGraph: { title: fullTitle, description, url: path, siteName, locale, type, ...images },
    twitter: { card: 'summary_large_image', title: fullTitle, description, ...images },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** What every root layout (the Danish site, the English pages) and the global not-found page start from. */
export const rootMetadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: siteName, template: `%s – ${siteName}` },
  description: site.description,
  applicationName: siteName,
  openGraph: { siteName, locale: 'da_DK', type: 'website', images: [defaultShareImage] },
  twitter: { card: 'summary_large_image', images: [defaultShareImage] },
  formatDetection: { telephone: false },
  alternates: { types: feedAlternates },
};

export const rootViewport: Viewport = {
  themeColor: '#0b5a53',
  width: 'device-width',
  initialScale: 1,
};

/** hreflang alternates of a page that exists in Danish and English; Danish is the default. */
export const languageAlternates = (da: string, en: string) => ({ da, en, 'x-default': da });
