import { Markdown } from '@/components/content/markdown';
import { Breadcrumb } from '@/components/politik/breadcrumb';
import { PartyJsonLd } from '@/components/seo/party-json-ld';
import { getPage } from '@/lib/content/pages';
import { fillSiteTokens } from '@/lib/content/site-tokens';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

const page = getPage('stoet-os');

export const metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: '/stoet-os',
});

export default function SupportPage() {
  const { membershipUrl, mobilePay, bank } = site.support;
  return (
    <div className="container-page py-10">
      <PartyJsonLd />
      <Breadcrumb
        items={[
          { name: 'Hjem', path: '/' },
          { name: page.title, path: '/stoet-os' },
        ]}
      />
      <h1 className="mt-8 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{page.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{fillSiteTokens(page.lead)}</p>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        <section aria-labelledby="medlem" className="card">
          <h2 id="medlem" className="text-xl font-semibold text-ink">
            Bliv medlem
          </h2>
          <p className="mt-2 text-slate-700">
            Som medlem er du med til at bestemme politikken og vælge kandidaterne.
          </p>
          <p className="mt-4">
            <a href={membershipUrl} className="btn-primary" rel="noopener">
              Bliv medlem hos {site.partyName}
            </a>
          </p>
          <p className="mt-2 text-sm text-muted">Du indmelder dig på partiets egen medlemsside.</p>
        </section>
        <section aria-labelledby="mobilepay" className="card">
          <h2 id="mobilepay" className="text-xl font-semibold text-ink">
            Giv med MobilePay
          </h2>
          <p className="mt-2 text-slate-700">Send dit bidrag til vores MobilePay-nummer:</p>
          <p className="mt-3 text-3xl font-bold tracking-wide text-ink">{mobilePay}</p>
        </section>
        <section aria-labelledby="bank" className="card">
          <h2 id="bank" className="text-xl font-semibold text-ink">
            Giv via bankoverførsel
          </h2>
          <dl className="mt-3 space-y-2 text-slate-700">
            <div>
              <dt className="text-sm font-medium text-muted">Bank</dt>
              <dd>{bank.name}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-muted">Reg.nr.</dt>
              <dd className="font-semibold text-ink">{bank.registration}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-muted">Kontonr.</dt>
              <dd className="font-semibold text-ink">{bank.account}</dd>
            </div>
          </dl>
        </section>
      </div>
      <Markdown source={fillSiteTokens(page.body)} className="prose-campaign mt-10 max-w-3xl" />
    </div>
  );
}
