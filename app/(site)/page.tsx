import Link from '@/components/ui/link';
import { AiDisclaimer } from '@/components/home/ai-disclaimer';
import { ImpactCards } from '@/components/home/impact-cards';
import { PolicyAreaCarousel } from '@/components/home/policy-area-carousel';
import { DemoSection } from '@/components/demo/demo-section';
import { PollSection } from '@/components/poll/poll-section';
import { NewsTeasers } from '@/components/news/news-teasers';
import { getNews } from '@/lib/content/news';
import { getHomeSections } from '@/lib/content/sections';
import { fillSiteTokens } from '@/lib/content/site-tokens';
import { LATEST_NEWS_COUNT } from '@/lib/news/paging';
import { languageAlternates, pageMetadata, siteName } from '@/lib/seo';
import { site } from '@/lib/site';
import { PartyJsonLd, WebSiteJsonLd } from '@/components/seo/party-json-ld';
import { NextEventsSection } from '@/components/events/next-events-section';
import { HomeElectionBanner } from '@/components/election/home-election-banner';

export const metadata = pageMetadata({
  title: `${siteName} – ${site.tagline}`,
  description: site.description,
  path: '/',
  absoluteTitle: true,
  languages: languageAlternates('/', '/en'),
});

export default function HomePage() {
  const { hero, disclaimer, impact } = getHomeSections();
  return (
    <>
      <PartyJsonLd />
      <WebSiteJsonLd />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            {fillSiteTokens(hero.eyebrow)}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-ink sm:text-5xl">
            {fillSiteTokens(hero.title)}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-700">{fillSiteTokens(hero.lead)}</p>
          <HomeElectionBanner />
          {/* The site's Link prefetches a page when the reader reaches for it, not because it is on screen: each
              prefetch is two requests whose payload a phone parses on the main thread (issue 48). */}
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/politik" className="btn-primary">
              Se vores politik
            </Link>
            <Link href="/vision" className="btn-secondary">
              Læs vores vision
            </Link>
            <Link href="/kontakt" prefetch={false} className="btn-secondary">
              Kontakt os
            </Link>
            <Link href="/stem" className="btn-secondary">
              Sådan stemmer du
            </Link>
            <Link href="/moed-os" className="btn-secondary">
              Mød os
            </Link>
            <Link href="/stoet-os" className="btn-secondary">
              Støt os
            </Link>
            <Link href="/bliv-frivillig" className="btn-secondary">
              Bliv frivillig
            </Link>
          </div>
        </div>
      </section>
      <PolicyAreaCarousel />
      <NextEventsSection />
      <AiDisclaimer disclaimer={disclaimer} />
      <ImpactCards impact={impact} />
      <NewsTeasers
        id="latest-news"
        heading="Seneste nyt"
        posts={getNews()}
        limit={LATEST_NEWS_COUNT}
        className="container-page py-12"
      />
      <PollSection />
      <DemoSection />
    </>
  );
}
