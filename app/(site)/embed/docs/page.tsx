import Link from '@/components/ui/link';
import { EmbedGenerator } from '@/components/embed/embed-generator';
import { BreadcrumbListJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { pageMetadata, siteName, siteUrl } from '@/lib/seo';
import { site } from '@/lib/site';
import { PartyJsonLd } from '@/components/seo/party-json-ld';

export const metadata = pageMetadata({
  title: 'Widget til jeres hjemmeside',
  description: `Vis ${siteName}s AI-cases på jeres egen hjemmeside: vælg sprog og farve, og kopiér koden til en iframe eller et loader-script.`,
  path: '/embed/docs',
});

const code = 'rounded bg-slate-100 px-1 py-0.5 font-mono text-sm';

export default function EmbedDocsPage() {
  return (
    <div className="container-page py-12">
      <PartyJsonLd />
      <BreadcrumbListJsonLd
        items={[
          { name: 'Hjem', path: '/' },
          { name: 'Widget', path: '/embed/docs' },
        ]}
      />
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        Widget: vis vores resultater på jeres side
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">
        Lokalaviser, foreninger og andre partnere i {site.municipality} kan vise et kompakt overblik
        over vores seks første AI-cases med effekt, tid sparet og afdeling. Widgetten vejer under 25
        KB, kræver ingen cookies og tilpasser sin højde automatisk med loader-scriptet.
      </p>

      <section aria-labelledby="generator" className="mt-10">
        <h2 id="generator" className="sr-only">
          Generator
        </h2>
        <EmbedGenerator origin={siteUrl} />
      </section>

      <div className="mt-12 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="parametre" className="card">
          <h2 id="parametre" className="text-lg font-semibold text-ink">
            URL-parametre
          </h2>
          <dl className="mt-4 space-y-4 text-slate-700">
            <div>
              <dt className="font-semibold text-ink">
                <code className={code}>lang</code>
              </dt>
              <dd className="mt-1">
                Sproget i widgetten: <code className={code}>da</code> (dansk, standard) eller{' '}
                <code className={code}>en</code> (engelsk). Alle andre værdier giver dansk. Selve
                case-teksterne er på dansk.
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">
                <code className={code}>primaryColor</code>
              </dt>
              <dd className="mt-1">
                Primærfarven til overskrift, tal og kanter. Tre former virker: hex med 3 til 6 cifre
                (<code className={code}>#0a7</code>), rgb med tre tal (
                <code className={code}>rgb(0, 119, 85)</code>) og hsl (
                <code className={code}>hsl(222.2, 47.4%, 11.2%)</code>). Andre værdier ignoreres, og
                standardfarven <code className={code}>{site.embed.defaultPrimaryColor}</code>{' '}
                bruges.
              </dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-muted">
            Med loader-scriptet sætter I de samme værdier som{' '}
            <code className={code}>data-lang</code> og{' '}
            <code className={code}>data-primary-color</code> på elementet.
          </p>
        </section>

        <section aria-labelledby="domaener" className="card">
          <h2 id="domaener" className="text-lg font-semibold text-ink">
            Tilladte domæner
          </h2>
          <p className="mt-4 text-slate-700">
            Browseren viser kun widgetten, når den er indlejret på et af disse domæner:
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-6 font-mono text-sm text-slate-700">
            {site.embed.allowedOrigins.map((origin) => (
              <li key={origin}>{origin}</li>
            ))}
          </ul>
          <p className="mt-4 text-slate-700">
            Skal jeres domæne med på listen?{' '}
            <Link
              href="/kontakt"
              prefetch={false}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              Skriv til os
            </Link>
            .
          </p>
        </section>
      </div>
    </div>
  );
}
