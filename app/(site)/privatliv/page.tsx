import { Markdown } from '@/components/content/markdown';
import { Breadcrumb } from '@/components/politik/breadcrumb';
import { formatDanishDate } from '@/lib/format/danish-date';
import { getPage } from '@/lib/content/pages';
import { fillSiteTokens } from '@/lib/content/site-tokens';
import { pageMetadata } from '@/lib/seo';
import { PartyJsonLd } from '@/components/seo/party-json-ld';
import { DemoModelNotice } from '@/components/demo/demo-model-notice';

const page = getPage('privatliv');

export const metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: '/privatliv',
});

export default function PrivacyPage() {
  return (
    <article className="container-page max-w-3xl py-10">
      <PartyJsonLd />
      <Breadcrumb
        items={[
          { name: 'Hjem', path: '/' },
          { name: page.title, path: '/privatliv' },
        ]}
      />
      <h1 className="mt-8 text-4xl font-bold tracking-tight text-ink">{page.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{fillSiteTokens(page.lead)}</p>
      {page.last_updated ? (
        <p className="mt-2 text-sm text-muted">
          Senest opdateret{' '}
          <time dateTime={page.last_updated}>{formatDanishDate(page.last_updated)}</time>
        </p>
      ) : null}
      <Markdown source={fillSiteTokens(page.body)} className="prose-campaign mt-8" />
      <DemoModelNotice variant="privacy" />
    </article>
  );
}
