import { Picture } from '@/components/ui/picture';
import Link from '@/components/ui/link';
import { ArrowLeft } from 'lucide-react';
import { StaticIcon } from '@/components/ui/static-icon';
import { DownloadButton } from '@/components/cases/download-button';
import { formatHours, formatImpact } from '@/components/cases/format';
import { RelatedKpis } from '@/components/cases/related-kpis';
import { StatusBadge } from '@/components/cases/status-badge';
import { Markdown } from '@/components/content/markdown';
import { BreadcrumbListJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { getKpiByKey } from '@/lib/content/kpis';
import { PartyJsonLd } from '@/components/seo/party-json-ld';
import { entry } from './segment';

type Props = { params: Promise<{ slug: string }> };

// Only known slugs exist; proxy.ts answers unknown ones with this segment's not-found text and HTTP 404.
export const dynamicParams = false;
export { generateStaticParams, generateMetadata } from './segment';

export default async function CasePage({ params }: Props) {
  const item = await entry(params);
  const kpis = item.kpis.flatMap((key) => getKpiByKey(key) ?? []);

  return (
    <article>
      <PartyJsonLd />
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-10">
          <Link
            href="/cases"
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            <StaticIcon icon={ArrowLeft} className="h-4 w-4" aria-hidden="true" /> Tilbage til Cases
          </Link>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <StatusBadge status={item.status} />
            <span className="text-sm text-muted">{item.department}</span>
          </div>
          <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {item.title}
          </h1>
          <p className="mt-2 text-sm text-muted">Fiktivt eksempel til illustration.</p>
        </div>
      </header>

      <div className="container-page space-y-8 py-8">
        {item.image && (
          <figure>
            <Picture
              lead
              src={item.image}
              alt={item.imageAlt ?? ''}
              width={1200}
              height={675}
              sizes="(min-width: 1280px) 1200px, 100vw"
              className="aspect-video h-auto w-full rounded-xl object-cover"
            />
          </figure>
        )}
        <dl className="grid gap-4 rounded-xl bg-brand-800 p-6 text-white sm:grid-cols-2">
          <div>
            <dt className="text-sm text-brand-100">Effekt</dt>
            <dd className="mt-1">
              <span className="text-4xl font-bold">{formatImpact(item.impactValue)}</span>{' '}
              <span className="text-brand-100">{item.impactUnit}</span>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-brand-100">Tid sparet pr. måned</dt>
            <dd className="mt-1 text-4xl font-bold">{formatHours(item.hoursSavedPerMonth)}</dd>
          </div>
        </dl>

        <div className="grid gap-6 md:grid-cols-2">
          <section className="card" aria-labelledby="problem">
            <h2 id="problem" className="text-xl font-semibold text-ink">
              Problemstilling
            </h2>
            <Markdown source={item.problem} className="prose-campaign mt-3" />
          </section>
          <section className="card" aria-labelledby="solution">
            <h2 id="solution" className="text-xl font-semibold text-ink">
              Løsning
            </h2>
            <Markdown source={item.solution} className="prose-campaign mt-3" />
          </section>
        </div>

        <section className="card" aria-labelledby="before-after">
          <h2 id="before-after" className="text-xl font-semibold text-ink">
            Før og Efter
          </h2>
          <Markdown source={item.body} className="prose-campaign mt-3 overflow-x-auto" />
        </section>

        {kpis.length > 0 && <RelatedKpis kpis={kpis} />}

        {item.attachments.length > 0 && (
          <section className="card" aria-labelledby="attachments">
            <h2 id="attachments" className="text-xl font-semibold text-ink">
              Bilag
            </h2>
            <ul className="mt-4 divide-y divide-slate-100">
              {item.attachments.map((file) => (
                <li
                  key={file.url}
                  className="flex flex-wrap items-center justify-between gap-3 py-3"
                >
                  <span className="text-sm text-slate-700">{file.name}</span>
                  <DownloadButton fileName={file.name} announceName />
                </li>
              ))}
            </ul>
          </section>
        )}

        <div className="flex flex-wrap gap-3">
          <Link href="/cases" className="btn-secondary">
            Tilbage til Cases
          </Link>
          <Link href="/kpi" className="btn-primary">
            Se KPI Dashboard
          </Link>
        </div>
      </div>
      <BreadcrumbListJsonLd
        items={[
          { name: 'Hjem', path: '/' },
          { name: 'Cases', path: '/cases' },
          { name: item.title, path: `/cases/${item.slug}` },
        ]}
      />
    </article>
  );
}
