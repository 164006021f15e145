// Who wrote a post: a candidate (named and linked to their page) or the party itself.
import { getCandidateBySlug } from '@/lib/content/candidates';
import { PARTY_AUTHOR, type NewsPost } from '@/lib/content/news';
import { siteName } from '@/lib/seo';

export type NewsAuthor =
  { kind: 'candidate'; name: string; path: string } | { kind: 'party'; name: string; path: '/' };

export function newsAuthor(post: Pick<NewsPost, 'author'>): NewsAuthor {
  const candidate = post.author === PARTY_AUTHOR ? undefined : getCandidateBySlug(post.author);
  return candidate
    ? { kind: 'candidate', name: candidate.name, path: `/kandidater/${candidate.slug}` }
    : { kind: 'party', name: siteName, path: '/' };
}
