import { ogContentType, ogSize, renderOgImage } from '@/components/opengraph-image';
import { getArchivedNewsletters } from '@/lib/newsletter/content';
import { getArchivedNewsletter } from '@/lib/newsletter/public/archive';

export const size = ogSize;
export const contentType = ogContentType;
export const dynamicParams = false;
export const alt = 'Nyhedsbrev';

export const generateStaticParams = () =>
  getArchivedNewsletters().map((letter) => ({ slug: letter.slug }));

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const letter = getArchivedNewsletter((await params).slug);
  return renderOgImage({ title: letter?.subject ?? 'Nyhedsbrev', kicker: 'Nyhedsbrev' });
}
