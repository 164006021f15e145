import { AreaCard } from '@/components/politik/area-card';
import { Breadcrumb } from '@/components/politik/breadcrumb';
import { LinkListCard } from '@/components/politik/link-list-card';
import { QuoteBlock } from '@/components/politik/quote-block';
import { Markdown } from '@/components/content/markdown';
import { getPage } from '@/lib/content/pages';
import { getPolicyAreas } from '@/lib/content/policy-areas';
import { getThemes } from '@/lib/content/themes';
import { getPolicies, policyPath } from '@/lib/content/policies';
import { fillSiteTokens } from '@/lib/content/site-tokens';
import { pageMetadata, siteName } from '@/lib/seo';
import { PartyJsonLd } from '@/components/seo/party-json-ld';

const page = getPage('politik');

export const metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: '/politik',
});

export default function PolitikPage() {
  const themes = getThemes().map((theme) => ({
    href: `/politik/${theme.slug}`,
    label: theme.title,
  }));
  const policies = getPolicies().map((policy) => ({
    href: policyPath(policy),
    label: policy.title,
  }));
  return (
    <>
      <PartyJsonLd />
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-10 sm:py-14">
          <Breadcrumb
            items={[
              { name: 'Hjem', path: '/' },
              { name: 'Politik', path: '/politik' },
            ]}
          />
          <h1 className="mt-8 text-4xl font-bold tracking-tight text-ink">{page.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{fillSiteTokens(page.lead)}</p>
        </div>
      </header>
      <div className="container-page space-y-14 py-10">
        {page.quote ? (
          <QuoteBlock text={page.quote.text} by={page.quote.author ?? siteName} />
        ) : null}
        <section aria-labelledby="areas-heading">
          <h2 id="areas-heading" className="text-2xl font-bold text-ink">
            De 12 politikområder
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {getPolicyAreas().map((area) => (
              <li key={area.slug}>
                <AreaCard area={area} />
              </li>
            ))}
          </ul>
        </section>
        <div className="grid gap-6 md:grid-cols-2">
          <LinkListCard id="themes-heading" heading="Tværgående temaer" links={themes} />
          <LinkListCard id="policies-heading" heading="Konkrete politikforslag" links={policies} />
        </div>
        <section className="rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-10 [&_a]:text-white [&_h2]:text-white [&_li]:text-brand-50 [&_strong]:text-white">
          <Markdown source={fillSiteTokens(page.body)} />
        </section>
      </div>
    </>
  );
}
