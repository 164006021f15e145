import { Markdown } from '@/components/content/markdown';
import { VolunteerFormOnUse } from '@/components/forms/forms-on-use';
import { Breadcrumb } from '@/components/politik/breadcrumb';
import { PartyJsonLd } from '@/components/seo/party-json-ld';
import { getPage } from '@/lib/content/pages';
import { fillSiteTokens } from '@/lib/content/site-tokens';
import { formatDanishDate } from '@/lib/format/danish-date';
import { pageMetadata } from '@/lib/seo';
import { volunteersDeletionDay } from '@/lib/stewardship/retention';

const page = getPage('bliv-frivillig');

export const metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: '/bliv-frivillig',
});

export default function VolunteerPage() {
  return (
    <div className="container-page py-10">
      <PartyJsonLd />
      <Breadcrumb
        items={[
          { name: 'Hjem', path: '/' },
          { name: page.title, path: '/bliv-frivillig' },
        ]}
      />
      <h1 className="mt-8 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{page.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{fillSiteTokens(page.lead)}</p>
      <div className="mt-10 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="card lg:self-start">
          <VolunteerFormOnUse />
          <p className="mt-6 text-sm text-muted">
            Ubekræftede tilmeldinger slettes efter 7 dage. Alle tilmeldinger slettes 60 dage efter
            valget, senest{' '}
            <time dateTime={volunteersDeletionDay()}>
              {formatDanishDate(volunteersDeletionDay())}
            </time>
            .
          </p>
        </div>
        <Markdown source={fillSiteTokens(page.body)} className="prose-campaign" />
      </div>
    </div>
  );
}
