import Link from '@/components/ui/link';
import { Markdown } from '@/components/content/markdown';
import { NewsArticle } from '@/components/news/news-article';
import { Breadcrumb } from '@/components/politik/breadcrumb';
import { NewsArticleJsonLd } from '@/components/seo/news-article-json-ld';
import { PartyJsonLd } from '@/components/seo/party-json-ld';
import { newsPath } from '@/lib/content/news';
import { entry } from './segment';

type Props = { params: Promise<{ slug: string }> };

// Only known slugs exist; proxy.ts answers unknown ones with this segment's not-found text and HTTP 404.
export const dynamicParams = false;
export { generateStaticParams, generateMetadata } from './segment';

export default async function NewsPostPage({ params }: Props) {
  const post = await entry(params);
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
