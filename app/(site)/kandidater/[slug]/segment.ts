// /kandidater/{slug}: one page per candidate (content/candidates).
import { slugSegment } from '@/app/(site)/_segments/content-segment';
import { bioTeaser, candidateBadge, candidates } from '@/lib/content/candidates';
import { pageMetadata } from '@/lib/seo';

export const { generateStaticParams, generateMetadata, entry, size, contentType, alt, ogImage } =
  slugSegment(candidates, {
    metadata: (candidate) =>
      pageMetadata({
        title: candidate.name,
        description: bioTeaser(candidate),
        path: `/kandidater/${candidate.slug}`,
        type: 'profile',
        ownImage: true,
      }),
    og: {
      alt: 'Kandidat',
      card: (candidate) => ({ title: candidate.name, kicker: candidateBadge(candidate) }),
      fallback: { title: 'Kandidat', kicker: 'Kandidat' },
    },
  });
