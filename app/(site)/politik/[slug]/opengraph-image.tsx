import { ogContentType, ogSize, renderOgImage } from '@/components/opengraph-image';
import { getPolicyArea, getPolicyAreas } from '@/lib/content/policy-areas';
import { getTheme, getThemes } from '@/lib/content/themes';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = 'Politikområde eller tema';
export const dynamicParams = false;

export function generateStaticParams() {
  return [...getPolicyAreas(), ...getThemes()].map(({ slug }) => ({ slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const area = getPolicyArea(slug);
  return renderOgImage({
    title: area?.title ?? getTheme(slug)?.title ?? 'Politik',
    kicker: area ? 'Politikområde' : 'Tema',
  });
}
