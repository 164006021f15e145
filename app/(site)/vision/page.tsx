import Link from '@/components/ui/link';
import { PracticeExamples } from '@/components/vision/practice-examples';
import { getCaseBySlug } from '@/lib/content/cases';
import { ContentError } from '@/lib/content/issues';
import { getVisionSections } from '@/lib/content/sections';
import { fillSiteTokens } from '@/lib/content/site-tokens';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { PartyJsonLd } from '@/components/seo/party-json-ld';

export const metadata = pageMetadata({
  title: 'Vores vision',
  description: `${site.partyName} vil gøre ${site.municipality} til Danmarks førende digitaliseringskommune – med ansvarlig AI og mennesket i centrum.`,
  path: '/vision',
});

const h2 = 'text-2xl font-semibold text-ink sm:text-3xl';

export default function VisionPage() {
  const {
    hero,
    why,
    aiFacts,
    principles,
    citizenBenefits,
    roadmap,
    quote,
    examples: practice,
  } = getVisionSections();
  const examples = practice.caseSlugs.map((slug) => {
    const item = getCaseBySlug(slug);
    if (!item)
      throw new ContentError([
        {
          file: `content/cases/${slug}.mdx`,
          field: '(filen)',
          message: 'Visionssiden viser denne case, men filen findes ikke',
        },
      ]);
    return item;
  });

  return (
    <div>
      <PartyJsonLd />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            {hero.eyebrow}
          </p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-ink sm:text-5xl">
            {fillSiteTokens(hero.title)}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700">{hero.lead}</p>
        </div>
      </section>

      <div className="container-page space-y-16 py-12">
        <section aria-labelledby="why">
          <h2 id="why" className={h2}>
            {why.heading}
          </h2>
          <div className="prose-campaign mt-4 max-w-3xl">
            {why.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>

        <section aria-labelledby="ai-everyday">
          <h2 id="ai-everyday" className={h2}>
            {aiFacts.heading}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">{aiFacts.lead}</p>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {aiFacts.items.map((fact) => (
              <li key={fact.figure} className="card">
                <p className="text-4xl font-bold text-brand-700">{fact.figure}</p>
                <p className="mt-2 text-slate-700">{fact.text}</p>
                <a
                  href={fact.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-3 inline-block text-sm font-medium text-brand-700 underline"
                >
                  Kilde: {fact.source}
                  <span className="sr-only"> (åbner i nyt vindue)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="principles">
          <h2 id="principles" className={h2}>
            {principles.heading}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {principles.items.map((p) => (
              <li key={p.title} className="card">
                <h3 className="text-lg font-semibold text-ink">{p.title}</h3>
                <p className="mt-2 text-slate-700">{p.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="citizens">
          <h2 id="citizens" className={h2}>
            {citizenBenefits.heading}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {citizenBenefits.items.map((b) => (
              <li key={b.title} className="rounded-xl bg-brand-50 p-6">
                <h3 className="font-semibold text-ink">{b.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{b.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="roadmap">
          <h2 id="roadmap" className={h2}>
            {roadmap.heading}
          </h2>
          <ol className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {roadmap.items.map((step, index) => (
              <li key={step.title} className="card">
                <p className="text-sm font-semibold text-brand-700">Trin {index + 1}</p>
                <h3 className="mt-1 text-lg font-semibold text-ink">{step.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <figure className="rounded-2xl bg-brand-800 px-8 py-10 text-white">
          <blockquote className="max-w-3xl text-xl font-medium leading-relaxed sm:text-2xl">
            “{quote.text}”
          </blockquote>
          <figcaption className="mt-4 text-brand-100">
            – {site.partyName}, {site.municipality}
          </figcaption>
        </figure>

        <section aria-labelledby="examples">
          <h2 id="examples" className={h2}>
            {practice.heading}
          </h2>
          <p className="mt-2 text-sm text-muted">{practice.note}</p>
          <PracticeExamples cases={examples} />
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/cases" className="btn-primary">
              Se alle cases
            </Link>
            <Link href="/ai" className="btn-secondary">
              Læs om AI Innovation
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
