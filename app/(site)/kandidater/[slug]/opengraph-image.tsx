import { ogContentType, ogSize, renderOgImage } from '@/components/opengraph-image';
import { candidateBadge, getCandidateBySlug, getCandidates } from '@/lib/content/candidates';

export const size = ogSize;
export const contentType = ogContentType;
export const dynamicParams = false;
export const alt = 'Kandidat';

export const generateStaticParams = () => getCandidates().map((c) => ({ slug: c.slug }));

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const candidate = getCandidateBySlug((await params).slug);
  return renderOgImage({
    title: candidate?.name ?? 'Kandidat',
    kicker: candidate ? candidateBadge(candidate) : 'Kandidat',
  });
}
