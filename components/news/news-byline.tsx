import Link from '@/components/ui/link';
import type { NewsPost } from '@/lib/content/news';
import { readingMinutes } from '@/lib/content/news';
import { formatDanishDate } from '@/lib/format/danish-date';
import { newsAuthor } from '@/lib/news/author';

/** 'Af {author} · {date} · {n} min. læsning'; the author links to their candidate page. */
export function NewsByline({
  post,
  linkAuthor = true,
  readingTime = false,
}: {
  post: NewsPost;
  linkAuthor?: boolean;
  readingTime?: boolean;
}) {
  const author = newsAuthor(post);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
      <span>
        Af{' '}
        {linkAuthor && author.kind === 'candidate' ? (
          <Link
            href={author.path}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {author.name}
          </Link>
        ) : (
          <span className="font-medium text-ink">{author.name}</span>
        )}
      </span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.date}>{formatDanishDate(post.date)}</time>
      {readingTime && (
        <>
          <span aria-hidden="true">·</span>
          <span>{readingMinutes(post.body)} min. læsning</span>
        </>
      )}
    </p>
  );
}
