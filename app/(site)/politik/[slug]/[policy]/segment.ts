// /politik/{category}/{slug}: one page per policy proposal (content/policies); the first segment is its category's slug.
import { contentSegment } from '@/app/(site)/_segments/content-segment';
import { getPolicy, policies, policyPath, type Policy } from '@/lib/content/policies';
import { pageMetadata } from '@/lib/seo';

function safeDecode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export const { generateStaticParams, generateMetadata, entry, size, contentType, alt, ogImage } =
  contentSegment<Policy, { slug: string; policy: string }>({
    params: () =>
      policies.all().map((policy) => ({ slug: policy.categorySlug, policy: policy.slug })),
    find: ({ slug, policy: policySlug }) => {
      const policy = getPolicy(policySlug);
      return policy && [slug, safeDecode(slug)].includes(policy.categorySlug) ? policy : undefined;
    },
    metadata: (policy) =>
      pageMetadata({
        title: policy.title,
        description: policy.summary,
        path: policyPath(policy),
        type: 'article',
        ownImage: true,
      }),
    og: {
      alt: 'Politikforslag',
      card: (policy) => ({ title: policy.title, kicker: policy.category }),
      fallback: { title: 'Politik', kicker: 'Politik' },
    },
  });
