import { notFound } from 'next/navigation';
import { PolicyDetail } from '@/components/politik/policy-detail';
import { getPolicies, getPolicy, policyPath } from '@/lib/content/policies';
import { pageMetadata } from '@/lib/seo';

// `slug` is the category segment (the category slug rule); `policy` is the policy's own slug.
type Props = { params: Promise<{ slug: string; policy: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getPolicies().map((policy) => ({ slug: policy.categorySlug, policy: policy.slug }));
}

async function findPolicy(params: Props['params']) {
  const { slug, policy: policySlug } = await params;
  const policy = getPolicy(policySlug);
  return policy && policy.categorySlug === decodeURIComponent(slug) ? policy : undefined;
}

export async function generateMetadata({ params }: Props) {
  const policy = await findPolicy(params);
  return policy ? pageMetadata({ title: policy.title, description: policy.summary, path: policyPath(policy), type: 'article' }) : {};
}

export default async function PolicyPage({ params }: Props) {
  const policy = await findPolicy(params);
  if (!policy) notFound();
  return <PolicyDetail policy={policy} />;
}
