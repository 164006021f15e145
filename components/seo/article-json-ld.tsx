import { ArticleJsonLd } from 'next-seo';
import { policyPath, type Policy } from '@/lib/content/policies';
import { absoluteUrl } from '@/lib/seo';
import { JsonLd, schemaFrom } from './json-ld';
import { partyReference } from './party-json-ld';

// Under a route group Next serves opengraph-image.tsx as 'opengraph-image-<suffix>' (suffix: djb2 of the route folder in
// base 36, next/dist/lib/metadata/get-metadata-route.js); og:image adds only a cache-busting query. e2e checks they agree.
const POLICY_ROUTE = '/(site)/politik/[slug]/[policy]';

export function routeGroupSuffix(route: string) {
  let hash = 5381;
  for (let i = 0; i < route.length; i++)
    hash = ((hash << 5) + hash + route.charCodeAt(i)) & 0xffffffff;
  return (hash >>> 0).toString(36).slice(0, 6);
}

/** Article block for a policy page: its own OG image, the content's last_updated date, the party as author. */
export function PolicyArticleJsonLd({ policy }: { policy: Policy }) {
  const url = absoluteUrl(policyPath(policy));
  const data = schemaFrom(ArticleJsonLd, {
    headline: policy.title,
    description: policy.summary,
    url,
    mainEntityOfPage: url,
    image: `${url}/opengraph-image-${routeGroupSuffix(POLICY_ROUTE)}`,
    dateModified: policy.last_updated,
    author: partyReference,
    publisher: partyReference,
  });
  // next-seo's ArticleJsonLd has no inLanguage prop.
  return <JsonLd data={{ ...data, inLanguage: 'da-DK' }} />;
}
