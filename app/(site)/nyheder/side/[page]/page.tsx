import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsListPage } from '@/components/news/news-list-page';
import { getNews } from '@/lib/content/news';
import { extraPageNumbers, listPagePath, pageCount, pageItems } from '@/lib/news/paging';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

type Props = { params: Promise<{ page: string }> };

// Pages 2… exist only when the posts fill them; page 1 is /nyheder itself, so /nyheder/side/1 answers 404.
export const dynamicParams = false;

export const generateStaticParams = () =>
  extraPageNumbers(getNews().length).map((page) => ({ page: String(page) }));

/** The page number when that page exists under /nyheder/side/, else undefined. */
function pageNumber(param: string) {
  const page = Number(param);
  return extraPageNumbers(getNews().length).includes(page) && String(page) === param
    ? page
    : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageNumber((await params).page);
  if (!page) notFound();
  return pageMetadata({
    title: `Nyheder – side ${page}`,
    description: `Ældre nyheder, indlæg og læserbreve fra ${site.partyName} i ${site.municipality} (side ${page}).`,
    path: listPagePath(page),
  });
}

export default async function NewsListPageN({ params }: Props) {
  const page = pageNumber((await params).page);
  if (!page) notFound();
  const posts = getNews();
  return (
    <NewsListPage posts={pageItems(posts, page)} page={page} pages={pageCount(posts.length)} />
  );
}
