import { ogContentType, ogSize, renderOgImage } from '@/components/opengraph-image';
import { getPolicies, getPolicy } from '@/lib/content/policies';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = 'Politikforslag';
export const dynamicParams = false;

export function generateStaticParams() {
  return getPolicies().map((policy) => ({ slug: policy.categorySlug, policy: policy.slug }));
}

export default async function Image({ params }: { params: Promise<{ policy: string }> }) {
  const { policy: slug } = await params;
  const policy = getPolicy(slug);
  return renderOgImage({
    title: policy?.title ?? 'Politik',
    kicker: policy?.category ?? 'Politik',
  });
}
