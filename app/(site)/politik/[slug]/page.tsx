import { notFound } from 'next/navigation';
import { PartyJsonLd } from '@/components/seo/party-json-ld';
import { PolicyAreaPage } from '@/components/politik/policy-area-page';
import { ThemePage } from '@/components/politik/theme-page';
import { getPolicyArea, getPolicyAreas } from '@/lib/content/policy-areas';
import { getTheme, getThemes } from '@/lib/content/themes';
import { pageMetadata } from '@/lib/seo';

// This segment also carries the category of /politik/{category}/{slug}; Next allows one name per level.
type Props = { params: Promise<{ slug: string }> };

// Only known slugs exist; proxy.ts answers unknown ones with this segment's not-found text and HTTP 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return [...getPolicyAreas(), ...getThemes()].map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  const area = getPolicyArea(slug);
  if (area)
    return pageMetadata({
      title: area.title,
      description: area.shortDescription,
      path: `/politik/${slug}`,
      ownImage: true,
    });
  const theme = getTheme(slug);
  if (theme)
    return pageMetadata({
      title: theme.title,
      description: theme.description,
      path: `/politik/${slug}`,
      ownImage: true,
    });
  return {};
}

export default async function PolitikSlugPage({ params }: Props) {
  const { slug } = await params;
  const area = getPolicyArea(slug);
  if (area)
    return (
      <>
        <PartyJsonLd />
        <PolicyAreaPage area={area} />
      </>
    );
  const theme = getTheme(slug);
  if (theme)
    return (
      <>
        <PartyJsonLd />
        <ThemePage theme={theme} />
      </>
    );
  notFound();
}
