import Link from '@/components/ui/link';
import { ArrowLeft } from 'lucide-react';
import { StaticIcon } from '@/components/ui/static-icon';
import { DownloadButton } from '@/components/cases/download-button';
import { Markdown } from '@/components/content/markdown';
import { BreadcrumbListJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { PartyJsonLd } from '@/components/seo/party-json-ld';
import { entry } from './segment';

type Props = { params: Promise<{ slug: string }> };

// Only known slugs exist; proxy.ts answers unknown ones with this segment's not-found text and HTTP 404.
export const dynamicParams = false;
export { generateStaticParams, generateMetadata } from './segment';

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export default async function PlaybookPage({ params }: Props) {
  const playbook = await entry(params);
  const path = `/ai/playbooks/${playbook.slug}`;

  return (
    <article className="container-page space-y-6 py-10">
      <PartyJsonLd />
      <Link
        href="/ai"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <StaticIcon icon={ArrowLeft} className="h-4 w-4" aria-hidden="true" /> Tilbage til AI
        Innovation
      </Link>
      <header>
        <span className="inline-flex rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          {playbook.domain}
        </span>
        <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {playbook.title}
        </h1>
        <p className="mt-2 text-sm text-muted">Fiktiv playbook til illustration.</p>
      </header>

      <Section id="purpose" title="Formål">
        <Markdown source={playbook.purpose} />
      </Section>
      <Section id="roles" title="Involverede Roller">
        <ul className="flex flex-wrap gap-2">
          {playbook.roles.map((role) => (
            <li
              key={role}
              className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800"
            >
              {role}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="steps" title="Trin-for-trin Implementering">
        <Markdown source={playbook.steps} />
      </Section>
      <div className="grid gap-6 md:grid-cols-2">
        <Section id="risks" title="Risici og Modtræk">
          <Markdown source={playbook.risks} />
        </Section>
        <Section id="dpia" title="DPIA">
          <Markdown source={playbook.dpia} />
        </Section>
      </div>
      {playbook.templates.length > 0 && (
        <Section id="templates" title="Skabeloner">
          <ul className="divide-y divide-slate-100">
            {playbook.templates.map((t) => (
              <li key={t.url} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span className="text-sm text-slate-700">{t.name}</span>
                <DownloadButton fileName={t.name} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      <div className="flex flex-wrap gap-3 pt-4">
        <Link href="/ai" className="btn-secondary">
          Tilbage til AI Innovation
        </Link>
        <Link href="/kontakt" prefetch={false} className="btn-primary">
          Kontakt os
        </Link>
      </div>
      <BreadcrumbListJsonLd
        items={[
          { name: 'Hjem', path: '/' },
          { name: 'AI Innovation', path: '/ai' },
          { name: playbook.title, path },
        ]}
      />
    </article>
  );
}
