import { ArticleJsonLd } from 'next-seo';
import type { Newsletter } from '@/lib/content/newsletters';
import { newsletterPath } from '@/lib/content/newsletters';
import { absoluteUrl } from '@/lib/seo';
import { routeGroupSuffix } from './article-json-ld';
import { JsonLd, schemaFrom } from './json-ld';
import { partyReference } from './party-json-ld';

const NEWSLETTER_ROUTE = '/(site)/nyhedsbrev/[slug]';

/** Article for a newsletter's web version: written by the party, dated the day it went out, its own OG image. */
export function NewsletterJsonLd({ letter }: { letter: Newsletter }) {
  const url = absoluteUrl(newsletterPath(letter.slug));
  const data = schemaFrom(ArticleJsonLd, {
    headline: letter.subject,
    description: letter.preheader,
    url,
    mainEntityOfPage: url,
    image: `${url}/opengraph-image-${routeGroupSuffix(NEWSLETTER_ROUTE)}`,
    datePublished: letter.date,
    dateModified: letter.date,
    author: partyReference,
    publisher: partyReference,
  });
  return <JsonLd data={{ ...data, inLanguage: 'da-DK' }} />;
}
