import { ArticleJsonLd } from 'next-seo';
import { modifiedDate, newsPath, type NewsPost } from '@/lib/content/news';
import { newsAuthor } from '@/lib/news/author';
import { dayStartIso } from '@/lib/news/dates';
import { absoluteUrl } from '@/lib/seo';
import { routeGroupSuffix } from './article-json-ld';
import { JsonLd, schemaFrom } from './json-ld';
import { partyReference } from './party-json-ld';

const NEWS_ROUTE = '/(site)/nyheder/[slug]';

/** NewsArticle for a post (Google's Article rich result): the OG image first, the post's own image after it. */
export function NewsArticleJsonLd({ post }: { post: NewsPost }) {
  const url = absoluteUrl(newsPath(post));
  const author = newsAuthor(post);
  const data = schemaFrom(ArticleJsonLd, {
    type: 'NewsArticle',
    headline: post.title,
    description: post.summary,
    url,
    mainEntityOfPage: url,
    image: [
      `${url}/opengraph-image-${routeGroupSuffix(NEWS_ROUTE)}`,
      ...(post.image ? [absoluteUrl(post.image.src)] : []),
    ],
    datePublished: dayStartIso(post.date),
    dateModified: dayStartIso(modifiedDate(post)),
    author:
      author.kind === 'candidate'
        ? { '@type': 'Person', name: author.name, url: absoluteUrl(author.path) }
        : partyReference,
    publisher: partyReference,
  });
  return <JsonLd data={{ ...data, inLanguage: 'da-DK' }} />;
}
