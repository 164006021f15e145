import Link from '@/components/ui/link';
import { Markdown } from '@/components/content/markdown';
import { NewsletterImage } from '@/components/newsletter/newsletter-image';
import { Breadcrumb } from '@/components/politik/breadcrumb';
import { NewsletterJsonLd } from '@/components/seo/newsletter-json-ld';
import { PartyJsonLd } from '@/components/seo/party-json-ld';
import { formatDanishDate } from '@/lib/format/danish-date';
import { newsletterPath } from '@/lib/content/newsletters';
import {
  firstImageSrc,
  NEWSLETTER_ARCHIVE_PATH,
  topicLabels,
} from '@/lib/newsletter/public/archive';
import { entry } from './segment';

type Props = { params: Promise<{ slug: string }> };

// Only archived newsletters have a page; proxy.ts answers any other slug with this segment's not-found text and 404.
export const dynamicParams = false;
export { generateStaticParams, generateMetadata } from './segment';

// The web version every mail links to: the same Markdown as the mail, in the site's frame, printable.
export default async function NewsletterPage({ params }: Props) {
  const letter = await entry(params);
  const leadSrc = firstImageSrc(letter.body);
  return (
    <article>
      <PartyJsonLd />
      <NewsletterJsonLd letter={letter} />
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-10">
          <Breadcrumb
            items={[
              { name: 'Hjem', path: '/' },
              { name: 'Nyhedsbrevet', path: NEWSLETTER_ARCHIVE_PATH },
              { name: letter.subject, path: newsletterPath(letter.slug) },
            ]}
          />
          <p className="mt-8 text-sm font-semibold uppercase tracking-wide text-brand-700">
            Nyhedsbrev
          </p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {letter.subject}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{letter.preheader}</p>
          <p className="mt-4 text-sm text-muted">
            <time dateTime={letter.date}>{formatDanishDate(letter.date)}</time>
            {' · '}
            {topicLabels(letter).join(', ')}
          </p>
        </div>
      </header>
      <div className="container-page max-w-3xl space-y-8 py-10">
        <Markdown
          source={letter.body}
          className="prose-campaign"
          image={(props) => <NewsletterImage {...props} lead={props.src === leadSrc} />}
        />
        <p className="flex flex-wrap gap-3">
          <Link href={NEWSLETTER_ARCHIVE_PATH} className="btn-secondary">
            Alle nyhedsbreve
          </Link>
          <Link href="/kontakt" prefetch={false} className="btn-primary">
            Tilmeld dig nyhedsbrevet
          </Link>
        </p>
      </div>
    </article>
  );
}
