// /cases/{slug}: one page per case (content/cases).
import { slugSegment } from '@/app/(site)/_segments/content-segment';
import { cases } from '@/lib/content/cases';
import { pageMetadata } from '@/lib/seo';

export const { generateStaticParams, generateMetadata, entry, size, contentType, alt, ogImage } =
  slugSegment(cases, {
    metadata: (item) =>
      pageMetadata({
        title: item.title,
        description: item.problem.split('\n')[0] ?? item.title,
        path: `/cases/${item.slug}`,
        type: 'article',
        ownImage: true,
      }),
    og: {
      alt: 'AI-case',
      card: (item) => ({ title: item.title, kicker: `Case · ${item.department}` }),
      fallback: { title: 'Case', kicker: 'Case' },
    },
  });
