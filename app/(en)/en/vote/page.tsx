import { Markdown } from '@/components/content/markdown';
import { ElectionCountdown } from '@/components/election/election-countdown';
import { ElectionFacts, PersonalVoteList } from '@/components/election/election-facts';
import { Breadcrumb } from '@/components/politik/breadcrumb';
import { PartyJsonLd } from '@/components/seo/party-json-ld';
import { getEnglishPage } from '@/lib/content/english';
import { fillSiteTokens } from '@/lib/content/site-tokens';
import { countdownDates, electionClock } from '@/lib/election/schedule';
import { languageAlternates, pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

const page = getEnglishPage('vote');

export const metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: '/en/vote',
  languages: languageAlternates('/stem', '/en/vote'),
  locale: 'en_GB',
});

export default function EnglishVotePage() {
  return (
    <article className="container-page max-w-3xl py-10">
      <PartyJsonLd />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Breadcrumb
          label="Breadcrumb"
          items={[
            { name: 'Home', path: '/en' },
            { name: page.title, path: '/en/vote' },
          ]}
        />
        <a
          href="/stem"
          hrefLang="da"
          lang="da"
          className="text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          Dansk
        </a>
      </div>
      <h1 className="mt-8 text-4xl font-bold tracking-tight text-ink">{page.title}</h1>
      <ElectionCountdown
        clock={electionClock(site.election)}
        lang="en"
        dates={countdownDates(site.election, 'en')}
      />
      <p className="mt-4 text-lg text-slate-700">{fillSiteTokens(page.lead)}</p>
      <ElectionFacts lang="en" />
      <Markdown source={fillSiteTokens(page.body)} className="prose-campaign mt-8" />
      <PersonalVoteList lang="en" />
    </article>
  );
}
