import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Markdown } from '@/components/content/markdown';
import { NewsArticle } from '@/components/news/news-article';
import { Breadcrumb } from '@/components/politik/breadcrumb';
import { NewsArticleJsonLd } from '@/components/seo/news-article-json-ld';
import { PartyJsonLd } from '@/components/seo/party-json-ld';
import { getNews, getNewsPost, newsPath } from '@/lib/content/news';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ slug: string }> };

// Only known slugs exist; proxy.ts answers unknown ones with this segment's not-found text and HTTP 404.
export const dynamicParams = false;

export const generateStaticParams = () => getNews().map((post) => ({ slug: post.slug }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = getNewsPost((await params).slug);
  if (!post) notFound();
  const metadata = pageMetadata({
    title: post.title,
    description: post.summary,
    path: newsPath(post),
    type: 'article',
    ownImage: true,
  });
  // A letter first printed elsewhere points search engines at the original only when its file says canonical: true.
  const original = post.firstPublished;
  return original?.canonical && original.url
    ? { ...metadata, alternates: { ...metadata.alternates, canonical: original.url } }
    : metadata;
}

export default async function NewsPostPage({ params }: Props) {
  const post = getNewsPost((await params).slug);
  if (!post) notFound();
  return (
    <>
      <PartyJsonLd />
      <NewsArticleJsonLd post={post} />
      <NewsArticle
        post={post}
        breadcrumb={
          <Breadcrumb
            items={[
              { name: 'Hjem', path: '/' },
              { name: 'Nyheder', path: '/nyheder' },
              { name: post.title, path: newsPath(post) },
            ]}
          />
        }
        body={<Markdown source={post.body} className="prose-campaign" />}
      />
      <p className="container-page pb-10">
        <Link href="/nyheder" className="btn-secondary">
          Alle nyheder
        </Link>
      </p>
    </>
  );
}
