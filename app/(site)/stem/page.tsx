import { Markdown } from '@/components/content/markdown';
import { ElectionCountdown } from '@/components/election/election-countdown';
import { ElectionFacts, PersonalVoteList } from '@/components/election/election-facts';
import { Breadcrumb } from '@/components/politik/breadcrumb';
import { PartyJsonLd } from '@/components/seo/party-json-ld';
import { getPage } from '@/lib/content/pages';
import { fillSiteTokens } from '@/lib/content/site-tokens';
import { countdownDates, electionClock } from '@/lib/election/schedule';
import { languageAlternates, pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

const page = getPage('stem');

export const metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: '/stem',
  languages: languageAlternates('/stem', '/en/vote'),
});

export default function VotePage() {
  return (
    <article className="container-page max-w-3xl py-10">
      <PartyJsonLd />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Breadcrumb
          items={[
            { name: 'Hjem', path: '/' },
            { name: page.title, path: '/stem' },
          ]}
        />
        <a
          href="/en/vote"
          hrefLang="en"
          lang="en"
          className="text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          English
        </a>
      </div>
      <h1 className="mt-8 text-4xl font-bold tracking-tight text-ink">{page.title}</h1>
      <ElectionCountdown
        clock={electionClock(site.election)}
        lang="da"
        dates={countdownDates(site.election, 'da')}
      />
      <p className="mt-4 text-lg text-slate-700">{fillSiteTokens(page.lead)}</p>
      <ElectionFacts lang="da" />
      <Markdown source={fillSiteTokens(page.body)} className="prose-campaign mt-8" />
      <PersonalVoteList lang="da" />
    </article>
  );
}
