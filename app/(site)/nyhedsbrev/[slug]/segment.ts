// /nyhedsbrev/{slug}: the web version of each archived newsletter; one sent only as mail has no page.
import { contentSegment } from '@/app/(site)/_segments/content-segment';
import { getArchivedNewsletters, newsletterPath } from '@/lib/content/newsletters';
import { getArchivedNewsletter } from '@/lib/newsletter/public/archive';
import { pageMetadata } from '@/lib/seo';

export const { generateStaticParams, generateMetadata, entry, size, contentType, alt, ogImage } =
  contentSegment({
    params: () => getArchivedNewsletters().map(({ slug }) => ({ slug })),
    find: ({ slug }) => getArchivedNewsletter(slug),
    metadata: (letter) =>
      pageMetadata({
        title: letter.subject,
        description: letter.preheader,
        path: newsletterPath(letter.slug),
        type: 'article',
        ownImage: true,
      }),
    og: {
      alt: 'Nyhedsbrev',
      card: (letter) => ({ title: letter.subject, kicker: 'Nyhedsbrev' }),
      fallback: { title: 'Nyhedsbrev', kicker: 'Nyhedsbrev' },
    },
  });
