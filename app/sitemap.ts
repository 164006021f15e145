import type { MetadataRoute } from 'next';
import { getCandidates } from '@/lib/content/candidates';
import { getCases } from '@/lib/content/cases';
import { getEvents } from '@/lib/content/events';
import { getPlaybooks } from '@/lib/content/playbooks';
import { politikRoutes } from '@/lib/content/politik-routes';
import { newsSitemapEntries } from '@/lib/news/sitemap';
import { getArchivedNewsletters, newsletterPath } from '@/lib/content/newsletters';
import { isPreviewDeployment } from '@/lib/preview/deployment';
import { absoluteUrl, languageAlternates } from '@/lib/seo';

// Every public route; content routes come from the content loader so new files appear here by themselves.
const staticRoutes = [
  '/',
  '/vision',
  ...politikRoutes(),
  '/ai',
  '/cases',
  '/kpi',
  '/kandidater',
  '/kontakt',
  '/embed/docs',
  '/bliv-frivillig',
  '/stoet-os',
];

const contentRoutes = () => [
  ...getCases().map((c) => `/cases/${c.slug}`),
  ...getPlaybooks().map((p) => `/ai/playbooks/${p.slug}`),
  ...getCandidates().map((c) => `/kandidater/${c.slug}`),
  '/moed-os',
  ...getEvents().map((e) => `/moed-os/${e.slug}`),
  '/nyhedsbrev',
  ...getArchivedNewsletters().map((n) => newsletterPath(n.slug)),
];

// The pages in both languages (issue 25): each of a pair names both as hreflang alternates (xhtml:link).
const electionRoutes = ['/stem', '/en', '/en/vote'];
const languagePairs: Record<string, [da: string, en: string]> = {
  '/': ['/', '/en'],
  '/en': ['/', '/en'],
  '/stem': ['/stem', '/en/vote'],
  '/en/vote': ['/stem', '/en/vote'],
};

const alternatesOf = (path: string) => {
  const pair = languagePairs[path];
  if (!pair) return {};
  const languages = Object.fromEntries(
    Object.entries(languageAlternates(...pair)).map(([lang, p]) => [lang, absoluteUrl(p)]),
  );
  return { alternates: { languages } };
};

export default function sitemap(): MetadataRoute.Sitemap {
  if (isPreviewDeployment()) return [];
  return [
    ...[...staticRoutes, ...contentRoutes(), ...electionRoutes].map((path) => ({
      url: absoluteUrl(path),
      changeFrequency: 'weekly' as const,
      priority: path === '/' ? 1 : 0.7,
      ...alternatesOf(path),
    })),
    ...newsSitemapEntries(),
  ];
}
