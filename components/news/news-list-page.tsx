import { PartyJsonLd } from '@/components/seo/party-json-ld';
import type { NewsPost } from '@/lib/content/news';
import { FeedLinks } from './feed-links';
import { NewsCard } from './news-card';
import { NewsPagination } from './news-pagination';

/** /nyheder and /nyheder/side/{n}: one page of the list, newest first. */
export function NewsListPage({
  posts,
  page,
  pages,
}: {
  posts: NewsPost[];
  page: number;
  pages: number;
}) {
  return (
    <div>
      <PartyJsonLd />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-14">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">
            Nyheder{page > 1 && <span className="sr-only">, side {page}</span>}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            Nyt fra kampagnen, indlæg fra vores kandidater og læserbreve, der først har stået i
            lokalavisen. Nyhederne er fiktive eksempler.
          </p>
          <div className="mt-6">
            <FeedLinks />
          </div>
        </div>
      </section>
      <div className="container-page py-10">
        {page > 1 && (
          <p className="mb-6 text-sm text-muted">
            Side {page} af {pages}
          </p>
        )}
        <ul className="grid gap-6 md:grid-cols-2">
          {posts.map((post) => (
            <li key={post.slug}>
              <NewsCard post={post} />
            </li>
          ))}
        </ul>
        <NewsPagination page={page} pages={pages} />
      </div>
    </div>
  );
}
