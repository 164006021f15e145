// /nyheder/{slug}: one page per news post or letter (content/news).
import { slugSegment } from '@/app/(site)/_segments/content-segment';
import { news, newsPath } from '@/lib/content/news';
import { newsAuthor } from '@/lib/news/author';
import { pageMetadata } from '@/lib/seo';

export const { generateStaticParams, generateMetadata, entry, size, contentType, alt, ogImage } =
  slugSegment(news, {
    metadata: (post) => {
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
    },
    og: {
      alt: 'Nyhed',
      card: (post) => ({
        title: post.title,
        kicker: `${post.firstPublished ? 'Læserbrev' : 'Nyhed'} · ${newsAuthor(post).name}`,
      }),
      fallback: { title: 'Nyhed', kicker: 'Nyhed' },
    },
  });
