import { NewsListPage } from '@/components/news/news-list-page';
import { getNews } from '@/lib/content/news';
import { pageCount, pageItems } from '@/lib/news/paging';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Nyheder',
  description: `Nyheder, kandidaternes indlæg og læserbreve fra ${site.partyName} i ${site.municipality}.`,
  path: '/nyheder',
});

export default function NewsPage() {
  const posts = getNews();
  return <NewsListPage posts={pageItems(posts, 1)} page={1} pages={pageCount(posts.length)} />;
}
