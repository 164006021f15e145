// /politik/{slug}: the twelve policy areas and the themes share one address level (content/policy-areas, content/themes).
import { contentSegment } from '@/app/(site)/_segments/content-segment';
import { policyAreas, type PolicyArea } from '@/lib/content/policy-areas';
import { themes, type Theme } from '@/lib/content/themes';
import { pageMetadata } from '@/lib/seo';

type Entry = { area: PolicyArea; theme?: undefined } | { area?: undefined; theme: Theme };

export const { generateStaticParams, generateMetadata, entry, size, contentType, alt, ogImage } =
  contentSegment<Entry>({
    params: () => [...policyAreas.all(), ...themes.all()].map(({ slug }) => ({ slug })),
    find: ({ slug }) => {
      const area = policyAreas.bySlug(slug);
      if (area) return { area };
      const theme = themes.bySlug(slug);
      return theme && { theme };
    },
    metadata: ({ area, theme }) =>
      area
        ? pageMetadata({
            title: area.title,
            description: area.shortDescription,
            path: `/politik/${area.slug}`,
            ownImage: true,
          })
        : pageMetadata({
            title: theme.title,
            description: theme.description,
            path: `/politik/${theme.slug}`,
            ownImage: true,
          }),
    og: {
      alt: 'Politikområde eller tema',
      card: ({ area, theme }) =>
        area
          ? { title: area.title, kicker: 'Politikområde' }
          : { title: theme.title, kicker: 'Tema' },
      fallback: { title: 'Politik', kicker: 'Tema' },
    },
  });
