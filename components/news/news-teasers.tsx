import Link from '@/components/ui/link';
import type { NewsPost } from '@/lib/content/news';
import { NewsCard } from './news-card';

type Props = {
  id: string;
  heading: string;
  posts: NewsPost[];
  limit?: number;
  className?: string;
  narrow?: boolean;
};

/** A section of the newest posts on another page (home, a candidate, a policy area); nothing when there are none. */
export function NewsTeasers({
  id,
  heading,
  posts,
  limit = 3,
  className = '',
  narrow = false,
}: Props) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={id} className="text-2xl font-semibold text-ink">
          {heading}
        </h2>
        <Link
          href="/nyheder"
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          Alle nyheder
        </Link>
      </div>
      <ul className={`mt-4 grid gap-6 md:grid-cols-2 ${narrow ? '' : 'lg:grid-cols-3'}`}>
        {posts.slice(0, limit).map((post) => (
          <li key={post.slug}>
            <NewsCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
