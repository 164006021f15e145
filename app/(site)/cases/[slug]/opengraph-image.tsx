import { ogContentType, ogSize, renderOgImage } from '@/components/opengraph-image';
import { getCaseBySlug, getCases } from '@/lib/content/cases';

export const size = ogSize;
export const contentType = ogContentType;
export const dynamicParams = false;
export const alt = 'AI-case';

export const generateStaticParams = () => getCases().map((c) => ({ slug: c.slug }));

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const item = getCaseBySlug((await params).slug);
  return renderOgImage({
    title: item?.title ?? 'Case',
    kicker: item ? `Case · ${item.department}` : 'Case',
  });
}
