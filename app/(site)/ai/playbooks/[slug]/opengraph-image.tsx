import { ogContentType, ogSize, renderOgImage } from '@/components/opengraph-image';
import { getPlaybookBySlug, getPlaybooks } from '@/lib/content/playbooks';

export const size = ogSize;
export const contentType = ogContentType;
export const dynamicParams = false;
export const alt = 'AI-playbook';

export const generateStaticParams = () => getPlaybooks().map((p) => ({ slug: p.slug }));

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const playbook = getPlaybookBySlug((await params).slug);
  return renderOgImage({
    title: playbook?.title ?? 'AI-playbook',
    kicker: playbook ? `AI-playbook · ${playbook.domain}` : 'AI-playbook',
  });
}
