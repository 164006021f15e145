import { ProfilePageJsonLd } from 'next-seo';
import { bioTeaser, portraitOf, type Candidate } from '@/lib/content/candidates';
import { absoluteUrl } from '@/lib/seo';
import { JsonLd, schemaFrom } from './json-ld';
import { partyReference } from './party-json-ld';

/** ProfilePage (Google's rich result for a person's page) whose mainEntity is the candidate as a Person of the party. */
export function CandidateJsonLd({ candidate }: { candidate: Candidate }) {
  const sameAs = [
    candidate.links.facebook,
    candidate.links.instagram,
    candidate.links.website,
  ].filter((url): url is string => !!url);
  const person = {
    '@type': 'Person' as const,
    name: candidate.name,
    url: absoluteUrl(`/kandidater/${candidate.slug}`),
    image: absoluteUrl(portraitOf(candidate)),
    description: bioTeaser(candidate),
    // jobTitle, memberOf, email and telephone are schema.org Person fields that next-seo passes through untyped.
    jobTitle: candidate.title,
    memberOf: partyReference,
    ...(candidate.contact.email ? { email: candidate.contact.email } : {}),
    ...(candidate.contact.phone ? { telephone: candidate.contact.phone } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
  return <JsonLd data={schemaFrom(ProfilePageJsonLd, { mainEntity: person })} />;
}
