import { notFound } from 'next/navigation';
import { PolicyDetail } from '@/components/politik/policy-detail';
import { PartyJsonLd } from '@/components/seo/party-json-ld';
import { getPolicies, getPolicy, policyPath } from '@/lib/content/policies';
import { pageMetadata } from '@/lib/seo';

// `slug` is the category segment (the category slug rule); `policy` is the policy's own slug.
type Props = { params: Promise<{ slug: string; policy: string }> };

// Only known slugs exist; proxy.ts answers unknown ones with this segment's not-found text and HTTP 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return getPolicies().map((policy) => ({ slug: policy.categorySlug, policy: policy.slug }));
}

function safeDecode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

async function findPolicy(params: Props['params']) {
  const { slug, policy: policySlug } = await params;
  const policy = getPolicy(policySlug);
  return policy && [slug, safeDecode(slug)].includes(policy.categorySlug) ? policy : undefined;
}

export async function generateMetadata({ params }: Props) {
  const policy = await findPolicy(params);
  return policy
    ? pageMetadata({
        title: policy.title,
        description: policy.summary,
        path: policyPath(policy),
        type: 'article',
        ownImage: true,
      })
    : {};
}

export default async function PolicyPage({ params }: Props) {
  const policy = await findPolicy(params);
  if (!policy) notFound();
  return (
    <>
      <PartyJsonLd />
      <PolicyDetail policy={policy} />
    </>
  );
}
