import { PolicyDetail } from '@/components/politik/policy-detail';
import { PartyJsonLd } from '@/components/seo/party-json-ld';
import { entry } from './segment';

// `slug` is the category segment (the category slug rule); `policy` is the policy's own slug.
type Props = { params: Promise<{ slug: string; policy: string }> };

// Only known slugs exist; proxy.ts answers unknown ones with this segment's not-found text and HTTP 404.
export const dynamicParams = false;
export { generateStaticParams, generateMetadata } from './segment';

export default async function PolicyPage({ params }: Props) {
  const policy = await entry(params);
  return (
    <>
      <PartyJsonLd />
      <PolicyDetail policy={policy} />
    </>
  );
}
