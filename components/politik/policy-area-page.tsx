import { NewsTeasers } from '@/components/news/news-teasers';
import { getNewsByArea } from '@/lib/content/news';
import type { PolicyArea } from '@/lib/content/policy-areas';
import { getPolicyArea, resolveAreaSlug } from '@/lib/content/policy-areas';
import { getTheme } from '@/lib/content/themes';
import { siteName } from '@/lib/seo';
import { BackLink } from './back-link';
import { Breadcrumb } from './breadcrumb';
import { ContactCard } from './contact-card';
import { ContentIcon } from './content-icon';
import { HighlightCards } from './highlight-cards';
import { LinkListCard } from './link-list-card';
import { QuoteBlock } from './quote-block';

/** One of the twelve fixed policy-area pages (spec: static policy-area pages). */
export function PolicyAreaPage({ area }: { area: PolicyArea }) {
  // Related links keep the slug as written ('klima-energi'); next.config.mjs redirects it to the page.
  const related = area.related.map((slug) => ({
    href: `/politik/${slug}`,
    label: getPolicyArea(resolveAreaSlug(slug))?.title ?? slug,
  }));
  const themes = area.relatedThemes.flatMap((slug) => {
    const theme = getTheme(slug);
    return theme ? [{ href: `/politik/${slug}`, label: theme.title }] : [];
  });
  return (
    <article>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-10 sm:py-14">
          <Breadcrumb
            items={[
              { name: 'Hjem', path: '/' },
              { name: 'Politik', path: '/politik' },
              { name: area.title, path: `/politik/${area.slug}` },
            ]}
          />
          <div className="mt-8 flex items-start gap-4">
            <span className="hidden h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white sm:flex">
              <ContentIcon name={area.icon} className="h-7 w-7" />
            </span>
            <div>
              <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
                {area.title}
              </h1>
              <p className="mt-3 text-xl text-brand-800">{area.tagline}</p>
            </div>
          </div>
        </div>
      </header>
      <div className="container-page grid gap-10 py-10 lg:grid-cols-3">
        <div className="space-y-10 lg:col-span-2">
          <p className="text-lg leading-relaxed text-slate-700">{area.intro}</p>
          <section aria-labelledby="area-highlights">
            <h2 id="area-highlights" className="mb-4 text-2xl font-semibold text-ink">
              Det arbejder vi for
            </h2>
            <HighlightCards items={area.highlights} />
          </section>
          <NewsTeasers
            id="area-news"
            heading="Nyheder om området"
            posts={getNewsByArea(area.slug)}
            limit={6}
            narrow
          />
          <QuoteBlock text={area.quote.text} by={area.quote.author ?? siteName} />
          <BackLink href="/politik" label="Tilbage til oversigt" />
        </div>
        <aside className="space-y-6 self-start lg:sticky lg:top-24">
          <LinkListCard id="related-areas" heading="Relaterede politikområder" links={related} />
          <LinkListCard id="related-themes" heading="Tværgående temaer" links={themes} />
          <ContactCard heading={area.contactHeading} />
        </aside>
      </div>
    </article>
  );
}
