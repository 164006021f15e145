import type { Theme } from '@/lib/content/themes';
import { getPolicyArea } from '@/lib/content/policy-areas';
import { getTheme } from '@/lib/content/themes';
import { siteName } from '@/lib/seo';
import { Breadcrumb } from './breadcrumb';
import { ContactCard } from './contact-card';
import { ContentIcon } from './content-icon';
import { HighlightCards } from './highlight-cards';
import { LinkListCard } from './link-list-card';
import { QuoteBlock } from './quote-block';

/** Theme detail at /politik/{slug} (spec: theme detail). */
export function ThemePage({ theme }: { theme: Theme }) {
  const related = theme.relatedThemes.flatMap((slug) => {
    const title = getTheme(slug)?.title ?? getPolicyArea(slug)?.title;
    return title ? [{ href: `/politik/${slug}`, label: title }] : [];
  });
  return (
    <article className="container-page py-10">
      <Breadcrumb
        items={[
          { name: 'Hjem', path: '/' },
          { name: 'Politik', path: '/politik' },
          { name: theme.title, path: `/politik/${theme.slug}` },
        ]}
      />
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <div className="space-y-10 lg:col-span-2">
          <header className="flex items-start gap-4">
            <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
              <ContentIcon name={theme.icon} className="h-7 w-7" />
            </span>
            <div>
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Tema</p>
              <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
                {theme.title}
              </h1>
            </div>
          </header>
          <p className="text-lg leading-relaxed text-slate-700">{theme.intro}</p>
          <section aria-labelledby="theme-highlights">
            <h2 id="theme-highlights" className="mb-4 text-2xl font-semibold text-ink">
              Det vil vi
            </h2>
            <HighlightCards items={theme.highlights} />
          </section>
          <QuoteBlock text={theme.quote} by={siteName} />
        </div>
        <aside className="space-y-6 self-start lg:sticky lg:top-24">
          <LinkListCard id="related-themes" heading="Relaterede temaer" links={related} />
          <ContactCard heading="Har du spørgsmål?" />
        </aside>
      </div>
    </article>
  );
}
