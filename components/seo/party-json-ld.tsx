import { OrganizationJsonLd } from 'next-seo';
import { absoluteUrl, siteName, siteUrl } from '@/lib/seo';
import { site } from '@/lib/site';
import { JsonLd, schemaFrom } from './json-ld';

/** The party as author, publisher or memberOf of other blocks: one shape from content/site.json. */
export const partyReference = {
  '@type': 'Organization' as const,
  name: siteName,
  url: siteUrl,
  logo: absoluteUrl(site.logo),
};

/** Organization block for every content page; not-found states, the unsubscribe page and /embed leave it out. */
export function PartyJsonLd() {
  const data = schemaFrom(OrganizationJsonLd, {
    name: siteName,
    url: siteUrl,
    logo: absoluteUrl(site.logo),
    description: site.description,
    email: site.email,
    telephone: site.phone,
    address: {
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: site.address.country,
    },
    sameAs: Object.values(site.social),
  });
  // schema.org's PoliticalParty is an Organization subtype, which next-seo's `type` prop does not list.
  return <JsonLd data={{ ...data, '@type': 'PoliticalParty' }} />;
}

/** WebSite block for the home page; next-seo 7 has no WebSite component, so the object is written here. */
export function WebSiteJsonLd() {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: siteName,
        url: `${siteUrl}/`,
        description: site.description,
        inLanguage: 'da-DK',
        publisher: partyReference,
      }}
    />
  );
}
