import Link from '@/components/ui/link';
import { ContactLinks } from '@/components/kandidater/contact-links';
import { Portrait } from '@/components/kandidater/portrait';
import { Markdown } from '@/components/content/markdown';
import { NewsTeasers } from '@/components/news/news-teasers';
import { getNewsByAuthor } from '@/lib/content/news';
import { BreadcrumbListJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { CandidateJsonLd } from '@/components/seo/profile-json-ld';
import { bioFirstParagraph, candidateBadge, firstName } from '@/lib/content/candidates';
import { PartyJsonLd } from '@/components/seo/party-json-ld';
import { CandidateEvents } from '@/components/events/candidate-events';
import { entry } from './segment';

type Props = { params: Promise<{ slug: string }> };

// Only known slugs exist; proxy.ts answers unknown ones with this segment's not-found text and HTTP 404.
export const dynamicParams = false;
export { generateStaticParams, generateMetadata } from './segment';

export default async function CandidatePage({ params }: Props) {
  const candidate = await entry(params);
  const name = firstName(candidate);
  const path = `/kandidater/${candidate.slug}`;

  return (
    <article>
      <PartyJsonLd />
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page grid items-center gap-8 py-12 md:grid-cols-[280px_1fr]">
          <Portrait
            candidate={candidate}
            lead
            sizes="280px"
            className="aspect-square w-full max-w-[280px] rounded-2xl object-cover shadow"
          />
          <div>
            <span className="inline-flex rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
              {candidateBadge(candidate)}
            </span>
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-5xl">
              {candidate.name}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-slate-700">{bioFirstParagraph(candidate)}</p>
          </div>
        </div>
      </header>

      <div className="container-page grid gap-8 py-10 lg:grid-cols-[1fr_320px]">
        <div className="space-y-8">
          <section className="card" aria-labelledby="about">
            <h2 id="about" className="text-2xl font-semibold text-ink">
              Om {name}
            </h2>
            <Markdown source={candidate.body} className="prose-campaign mt-4" />
          </section>
          {candidate.priorities.length > 0 && (
            <section aria-labelledby="priorities">
              <h2 id="priorities" className="text-2xl font-semibold text-ink">
                Politiske Prioriteter
              </h2>
              <ol className="mt-4 space-y-4">
                {candidate.priorities.map((p, index) => (
                  <li key={p.title} className="card flex gap-4">
                    <span
                      aria-hidden="true"
                      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                    >
                      {index + 1}
                    </span>
                    <div>
                      <h3 className="text-lg font-semibold text-ink">{p.title}</h3>
                      <Markdown source={p.body} className="prose-campaign mt-2" />
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          )}
          <NewsTeasers
            id="candidate-news"
            heading={`Indlæg af ${name}`}
            posts={getNewsByAuthor(candidate.slug)}
            limit={6}
            narrow
          />
          <CandidateEvents slug={candidate.slug} name={name} />
        </div>
        <aside className="card h-fit space-y-4" aria-labelledby="contact">
          <h2 id="contact" className="text-xl font-semibold text-ink">
            Kontakt {name}
          </h2>
          {candidate.contact.email && (
            <p className="text-sm">
              <a
                href={`mailto:${candidate.contact.email}`}
                className="font-medium text-brand-700 underline"
              >
                {candidate.contact.email}
              </a>
            </p>
          )}
          {candidate.contact.phone && (
            <p className="text-sm">
              <a
                href={`tel:${candidate.contact.phone.replace(/\s+/g, '')}`}
                className="font-medium text-brand-700 underline"
              >
                {candidate.contact.phone}
              </a>
            </p>
          )}
          <ContactLinks candidate={candidate} />
        </aside>
      </div>

      <div className="container-page flex flex-wrap gap-3">
        <Link href="/stem" className="btn-primary">
          Stem personligt på {candidate.name}
        </Link>
        <Link href="/kandidater" className="btn-secondary">
          Se alle kandidater
        </Link>
        <Link href="/kontakt" prefetch={false} className="btn-primary">
          Kontakt os
        </Link>
        <Link href="/stoet-os" className="btn-secondary">
          Støt os
        </Link>
      </div>
      <CandidateJsonLd candidate={candidate} />
      <BreadcrumbListJsonLd
        items={[
          { name: 'Hjem', path: '/' },
          { name: 'Kandidater', path: '/kandidater' },
          { name: candidate.name, path },
        ]}
      />
    </article>
  );
}
