import Link from '@/components/ui/link';
import { Markdown } from '@/components/content/markdown';
import { PartyJsonLd } from '@/components/seo/party-json-ld';
import { getCandidates } from '@/lib/content/candidates';
import { englishAreaLines, getEnglishPage } from '@/lib/content/english';
import { getPolicyArea } from '@/lib/content/policy-areas';
import { fillSiteTokens } from '@/lib/content/site-tokens';
import { languageAlternates, pageMetadata } from '@/lib/seo';

const page = getEnglishPage('about');

export const metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: '/en',
  languages: languageAlternates('/', '/en'),
  locale: 'en_GB',
});

export default function AboutPage() {
  return (
    <article className="container-page max-w-3xl py-10">
      <PartyJsonLd />
      <h1 className="text-4xl font-bold tracking-tight text-ink">{page.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{fillSiteTokens(page.lead)}</p>
      <p className="mt-6">
        <Link href="/en/vote" className="btn-primary">
          How to vote
        </Link>
      </p>

      <section aria-labelledby="areas" className="mt-10">
        <h2 id="areas" className="text-2xl font-semibold text-ink">
          What we want, in twelve lines
        </h2>
        <p className="mt-2 text-sm text-muted">Each link leads to the full policy in Danish.</p>
        <ul className="mt-4 space-y-3">
          {englishAreaLines().map(({ slug, line }) => (
            <li key={slug}>
              <a
                href={`/politik/${slug}`}
                hrefLang="da"
                lang="da"
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {getPolicyArea(slug)?.title ?? slug}
              </a>
              : {line}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="candidates" className="mt-10">
        <h2 id="candidates" className="text-2xl font-semibold text-ink">
          Our candidates
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {getCandidates().map((candidate) => (
            <li key={candidate.slug}>
              <a
                href={`/kandidater/${candidate.slug}`}
                hrefLang="da"
                className="card block font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {candidate.name}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <Markdown source={fillSiteTokens(page.body)} className="prose-campaign mt-10" />
    </article>
  );
}
