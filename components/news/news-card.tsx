import Link from '@/components/ui/link';
import { newsPath, type NewsPost } from '@/lib/content/news';
import { NewsByline } from './news-byline';

/** One post in a list: kind, title as the link, byline and summary. */
export function NewsCard({ post, headingLevel = 2 }: { post: NewsPost; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card flex h-full flex-col gap-3">
      {post.firstPublished && (
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">Læserbrev</p>
      )}
      <Heading className="text-xl font-semibold text-ink">
        <Link href={newsPath(post)} className="hover:underline">
          {post.title}
        </Link>
      </Heading>
      <NewsByline post={post} linkAuthor={false} />
      <p className="text-slate-700">{post.summary}</p>
    </article>
  );
}
