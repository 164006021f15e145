import { PartyJsonLd } from '@/components/seo/party-json-ld';
import { PolicyAreaPage } from '@/components/politik/policy-area-page';
import { ThemePage } from '@/components/politik/theme-page';
import { entry } from './segment';

// This segment also carries the category of /politik/{category}/{slug}; Next allows one name per level.
type Props = { params: Promise<{ slug: string }> };

// Only known slugs exist; proxy.ts answers unknown ones with this segment's not-found text and HTTP 404.
export const dynamicParams = false;
export { generateStaticParams, generateMetadata } from './segment';

export default async function PolitikSlugPage({ params }: Props) {
  const { area, theme } = await entry(params);
  return (
    <>
      <PartyJsonLd />
      {area ? <PolicyAreaPage area={area} /> : <ThemePage theme={theme} />}
    </>
  );
}
