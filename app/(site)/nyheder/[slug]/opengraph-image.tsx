import { ogContentType, ogSize, renderOgImage } from '@/components/opengraph-image';
import { getNews, getNewsPost } from '@/lib/content/news';
import { newsAuthor } from '@/lib/news/author';

export const size = ogSize;
export const contentType = ogContentType;
export const dynamicParams = false;
export const alt = 'Nyhed';

export const generateStaticParams = () => getNews().map((post) => ({ slug: post.slug }));

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const post = getNewsPost((await params).slug);
  return renderOgImage({
    title: post?.title ?? 'Nyhed',
    kicker: post
      ? `${post.firstPublished ? 'Læserbrev' : 'Nyhed'} · ${newsAuthor(post).name}`
      : 'Nyhed',
  });
}
