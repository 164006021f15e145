import { Picture } from '@/components/ui/picture';
import type { ReactNode } from 'react';
import Link from '@/components/ui/link';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { StaticIcon } from '@/components/ui/static-icon';
import { LinkListCard } from '@/components/politik/link-list-card';
import { newsNeighbours, newsPath, type NewsPost } from '@/lib/content/news';
import { getPolicyArea } from '@/lib/content/policy-areas';
import { formatDanishDate } from '@/lib/format/danish-date';
import { NewsByline } from './news-byline';

/** Where a letter first appeared; the link goes to the original when the file gives its address. */
function FirstPublished({ original }: { original: NonNullable<NewsPost['firstPublished']> }) {
  return (
    <p className="rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3 text-slate-800">
      Bragt første gang i <cite className="font-semibold not-italic">{original.outlet}</cite> den{' '}
      <time dateTime={original.date}>{formatDanishDate(original.date)}</time>.
      {original.url && (
        <>
          {' '}
          <a
            href={original.url}
            className="font-medium text-brand-700 underline"
            rel="noopener noreferrer"
            target="_blank"
          >
            Læs det i {original.outlet}
          </a>
        </>
      )}
    </p>
  );
}

/** Previous (older) and next (newer) post in the list. */
function Neighbours({ post }: { post: NewsPost }) {
  const { newer, older } = newsNeighbours(post);
  if (!newer && !older) return null;
  return (
    <nav
      aria-label="Forrige og næste nyhed"
      className="grid gap-4 border-t border-slate-200 pt-6 sm:grid-cols-2"
      data-print-hidden
    >
      {older ? (
        <Link
          href={newsPath(older)}
          rel="prev"
          className="group flex flex-col gap-1 rounded-lg p-2 hover:bg-brand-50"
        >
          <span className="inline-flex items-center gap-1 text-sm text-muted">
            <StaticIcon icon={ArrowLeft} aria-hidden="true" className="h-4 w-4" /> Forrige nyhed
          </span>
          <span className="font-medium text-brand-700 group-hover:underline">{older.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {newer && (
        <Link
          href={newsPath(newer)}
          rel="next"
          className="group flex flex-col gap-1 rounded-lg p-2 text-right hover:bg-brand-50 sm:col-start-2"
        >
          <span className="inline-flex items-center justify-end gap-1 text-sm text-muted">
            Næste nyhed <StaticIcon icon={ArrowRight} aria-hidden="true" className="h-4 w-4" />
          </span>
          <span className="font-medium text-brand-700 group-hover:underline">{newer.title}</span>
        </Link>
      )}
    </nav>
  );
}

type Props = { post: NewsPost; breadcrumb: ReactNode; body: ReactNode };

/** A post's page: header with byline, image, where it first appeared, the text, its policy areas and its neighbours. */
export function NewsArticle({ post, breadcrumb, body }: Props) {
  const areas = post.areas.flatMap((slug) => {
    const area = getPolicyArea(slug);
    return area ? [{ href: `/politik/${slug}`, label: area.title }] : [];
  });
  return (
    <article>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-10">
          {breadcrumb}
          {post.firstPublished && (
            <p className="mt-8 text-sm font-semibold uppercase tracking-wide text-brand-700">
              Læserbrev
            </p>
          )}
          <h1
            className={`${post.firstPublished ? 'mt-2' : 'mt-8'} max-w-3xl text-3xl font-bold tracking-tight text-ink sm:text-4xl`}
          >
            {post.title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{post.summary}</p>
          <div className="mt-4">
            <NewsByline post={post} readingTime />
          </div>
          {post.updated && (
            <p className="mt-1 text-sm text-muted">
              Opdateret <time dateTime={post.updated}>{formatDanishDate(post.updated)}</time>
            </p>
          )}
        </div>
      </header>
      <div className="container-page grid gap-10 py-10 lg:grid-cols-3">
        <div className="min-w-0 space-y-8 lg:col-span-2">
          {post.image && (
            <figure>
              <Picture
                lead
                src={post.image.src}
                alt={post.image.alt}
                width={1200}
                height={675}
                sizes="(min-width: 1024px) 800px, 100vw"
                className="aspect-video h-auto w-full rounded-xl object-cover"
              />
            </figure>
          )}
          {post.firstPublished && <FirstPublished original={post.firstPublished} />}
          {body}
          <Neighbours post={post} />
        </div>
        <aside className="space-y-6 self-start">
          <LinkListCard id="news-areas" heading="Politikområder i indlægget" links={areas} />
        </aside>
      </div>
    </article>
  );
}
