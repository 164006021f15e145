import { bioTeaser, portraitOf, type Candidate } from '@/lib/content/candidates';
import { absoluteUrl, siteName } from '@/lib/seo';

/** schema.org Person for a candidate page. */
export function personJsonLd(candidate: Candidate) {
  const sameAs = [
    candidate.links.facebook,
    candidate.links.instagram,
    candidate.links.website,
  ].filter((url) => !!url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: candidate.name,
    jobTitle: candidate.title,
    description: bioTeaser(candidate),
    image: absoluteUrl(portraitOf(candidate)),
    url: absoluteUrl(`/kandidater/${candidate.slug}`),
    ...(candidate.contact.email ? { email: candidate.contact.email } : {}),
    ...(candidate.contact.phone ? { telephone: candidate.contact.phone } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    memberOf: { '@type': 'PoliticalParty', name: siteName },
  };
}
