import { PolicyArticleJsonLd } from '@/components/seo/article-json-ld';
import { BreadcrumbListJsonLd } from '@/components/seo/breadcrumb-json-ld';
import {
  IMPACT_SECTION,
  getRelatedPolicies,
  policyPath,
  type Policy,
} from '@/lib/content/policies';
import { sectionTextOr, withoutSection } from '@/lib/content/body-sections';
import { formatDanishDate } from '@/lib/format/danish-date';
import { site } from '@/lib/site';
import { BackLink } from './back-link';
import { ContactCard } from './contact-card';
import { LinkListCard } from './link-list-card';
import { PolicyBody } from './policy-body';
import { ShareButton } from './share-button';

/** Policy detail at /politik/{category}/{slug} (spec: policy detail). */
export function PolicyDetail({ policy }: { policy: Policy }) {
  const related = getRelatedPolicies(policy).map((other) => ({
    href: policyPath(other),
    label: other.title,
  }));
  return (
    <article className="container-page py-10">
      <PolicyArticleJsonLd policy={policy} />
      <BreadcrumbListJsonLd
        items={[
          { name: 'Hjem', path: '/' },
          { name: 'Politik', path: '/politik' },
          { name: policy.title, path: policyPath(policy) },
        ]}
      />
      <BackLink
        href="/politik"
        label="Tilbage til politik"
        className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline"
      />
      <header className="mt-6 max-w-3xl">
        <p>
          <span className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            {policy.category}
          </span>
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {policy.title}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{policy.summary}</p>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <p className="text-sm text-muted">
            Opdateret{' '}
            <time dateTime={policy.last_updated}>{formatDanishDate(policy.last_updated)}</time>
          </p>
          <ShareButton />
        </div>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <div className="space-y-10 lg:col-span-2">
          <section aria-labelledby="vision" className="card">
            <h2 id="vision" className="text-2xl font-semibold text-ink">
              Vores Vision
            </h2>
            <PolicyBody
              markdown={withoutSection(policy.body, IMPACT_SECTION)}
              className="prose-campaign mt-4"
            />
          </section>
          <section aria-labelledby="impact" className="card border-brand-100 bg-brand-50">
            <h2 id="impact" className="text-2xl font-semibold text-ink">
              Hvad betyder det for {site.municipality}?
            </h2>
            <PolicyBody
              markdown={sectionTextOr(policy.body, IMPACT_SECTION, policy.summary)}
              className="prose-campaign mt-4"
            />
          </section>
          <section aria-labelledby="proposals">
            <h2 id="proposals" className="text-2xl font-semibold text-ink">
              Konkrete Forslag
            </h2>
            <ol className="mt-4 space-y-4">
              {policy.proposals.map((proposal, index) => (
                <li key={proposal.title} className="card">
                  <h3 className="text-lg font-semibold text-ink">
                    <span className="mr-2 text-brand-700">{index + 1}.</span>
                    {proposal.title}
                  </h3>
                  <PolicyBody markdown={proposal.body_md} className="prose-campaign mt-2" />
                  <div className="mt-4 rounded-lg bg-slate-50 p-3">
                    <p className="text-sm font-semibold text-ink">Effekt Estimat</p>
                    <p className="text-sm text-slate-700">{proposal.impact_estimate}</p>
                  </div>
                  {proposal.sources?.length ? (
                    <div className="mt-3">
                      <p className="text-sm font-semibold text-ink">Kilder</p>
                      <ul className="mt-1 flex flex-wrap gap-2">
                        {proposal.sources.map((source) => (
                          <li
                            key={source}
                            className="rounded-full border border-slate-300 px-2.5 py-0.5 text-xs text-slate-700"
                          >
                            {source}
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        </div>
        <aside className="space-y-6 self-start lg:sticky lg:top-24">
          <LinkListCard id="related-policies" heading="Relaterede Politikker" links={related} />
          <ContactCard
            heading="Har du spørgsmål?"
            text="Vil du vide mere om forslaget eller give os dit input? Skriv til os."
          />
        </aside>
      </div>
    </article>
  );
}
