// What the site search indexes: exactly the public content pages, read from the content loader (never from rendered
// HTML, so menus, not-found pages, the embed widget and preview banners cannot leak into the index).
import { getCandidates } from '@/lib/content/candidates';
import { getEvents, placeLabel } from '@/lib/content/events';
import { whenLabel } from '@/lib/events/format';
import { getCases, statusLabel } from '@/lib/content/cases';
import { getNews, newsPath } from '@/lib/content/news';
import { getArchivedNewsletters, newsletterPath } from '@/lib/content/newsletters';
import { englishAreaLines, getEnglishPage } from '@/lib/content/english';
import { getPage } from '@/lib/content/pages';
import { getPlaybooks } from '@/lib/content/playbooks';
import { getPolicies, policyPath, IMPACT_SECTION } from '@/lib/content/policies';
import { getPolicyAreas } from '@/lib/content/policy-areas';
import { fillSiteTokens } from '@/lib/content/site-tokens';
import { getVisionSections } from '@/lib/content/sections';
import { getThemes } from '@/lib/content/themes';
import { plainText } from './plain-text';
import type { SearchRecord, SearchSection } from './types';

const section = (heading: string | undefined, ...texts: (string | undefined)[]): SearchSection => ({
  heading,
  text: texts
    .filter(Boolean)
    .map((t) => plainText(t!))
    .join('\n\n'),
});

const cards = (
  items: readonly { title: string; description?: string; text?: string; body?: string }[],
) => items.map((item) => section(item.title, item.description ?? item.text ?? item.body));

function policyAreaRecords(): SearchRecord[] {
  return getPolicyAreas().map((area) => ({
    url: `/politik/${area.slug}`,
    title: area.title,
    type: 'Politik',
    sections: [
      section(undefined, area.tagline, area.intro),
      ...cards(area.highlights),
      section(undefined, area.quote.text),
    ],
  }));
}

function themeRecords(): SearchRecord[] {
  return getThemes().map((theme) => ({
    url: `/politik/${theme.slug}`,
    title: theme.title,
    type: 'Politik',
    sections: [
      section(undefined, theme.intro),
      ...cards(theme.highlights),
      section(undefined, theme.quote),
    ],
  }));
}

function policyRecords(): SearchRecord[] {
  return getPolicies().map((policy) => ({
    url: policyPath(policy),
    title: policy.title,
    type: 'Forslag',
    sections: [
      section(
        undefined,
        policy.category,
        policy.summary,
        policy.body.replace(new RegExp(`^###\\s+${IMPACT_SECTION}.*$`, 'm'), ''),
      ),
      ...policy.proposals.map((p) => section(p.title, p.body_md, p.impact_estimate)),
    ],
  }));
}

function caseRecords(): SearchRecord[] {
  return getCases().map((item) => ({
    url: `/cases/${item.slug}`,
    title: item.title,
    type: 'Case',
    sections: [
      section(undefined, `${item.department} · ${statusLabel(item.status)}`),
      section('Problemstilling', item.problem),
      section('Løsning', item.solution),
      section('Før og efter', item.body),
    ],
  }));
}

function candidateRecords(): SearchRecord[] {
  return getCandidates().map((candidate) => ({
    url: `/kandidater/${candidate.slug}`,
    title: candidate.name,
    type: 'Kandidat',
    sections: [section(undefined, candidate.title, candidate.body), ...cards(candidate.priorities)],
  }));
}

function eventRecords(): SearchRecord[] {
  const overview: SearchRecord = {
    url: '/moed-os',
    title: 'Mød os',
    type: 'Side',
    sections: [
      section(
        undefined,
        'Stande, debatter, kaffemøder og dørbank: her kan du møde vores kandidater før kommunalvalget.',
      ),
    ],
  };
  return [
    overview,
    ...getEvents().map((event): SearchRecord => ({
      url: `/moed-os/${event.slug}`,
      title: event.title,
      type: 'Arrangement',
      sections: [
        section(undefined, `${whenLabel(event)} · ${placeLabel(event)}`, event.summary),
        section(undefined, event.body),
      ],
    })),
  ];
}

function playbookRecords(): SearchRecord[] {
  return getPlaybooks().map((playbook) => ({
    url: `/ai/playbooks/${playbook.slug}`,
    title: playbook.title,
    type: 'Playbook',
    sections: [
      section(undefined, playbook.domain),
      section('Formål', playbook.purpose),
      section('Roller', playbook.roles.join(', ')),
      section('Implementering trin for trin', playbook.steps),
      section('Risici', playbook.risks),
      section('DPIA', playbook.dpia),
    ],
  }));
}

function newsRecords(): SearchRecord[] {
  return getNews().map((post) => ({
    url: newsPath(post),
    title: post.title,
    type: 'Nyhed',
    sections: [
      section(undefined, post.summary, post.body),
      ...(post.firstPublished
        ? [section(undefined, `Bragt første gang i ${post.firstPublished.outlet}`)]
        : []),
    ],
  }));
}

// The archive's web versions (issue 36); newsletters sent only as mail are not public and not searchable.
function newsletterRecords(): SearchRecord[] {
  return getArchivedNewsletters().map((letter) => ({
    url: newsletterPath(letter.slug),
    title: letter.subject,
    type: 'Nyhedsbrev',
    sections: [section(undefined, letter.preheader, letter.body)],
  }));
}

function pageRecords(): SearchRecord[] {
  const overview = getPage('politik');
  const privacy = getPage('privatliv');
  const vision = getVisionSections();
  return [
    {
      url: '/politik',
      title: overview.title,
      type: 'Side',
      sections: [
        section(undefined, fillSiteTokens(overview.lead), fillSiteTokens(overview.body)),
        section(undefined, overview.quote?.text),
      ],
    },
    {
      url: '/vision',
      title: 'Vores vision',
      type: 'Side',
      sections: [
        section(undefined, fillSiteTokens(vision.hero.title)),
        ...cards(vision.aiFacts.items.map((fact) => ({ title: fact.figure, text: fact.text }))),
        ...cards(vision.principles.items),
        ...cards(vision.citizenBenefits.items),
        ...cards(vision.roadmap.items),
      ],
    },
    {
      url: '/privatliv',
      title: privacy.title,
      type: 'Side',
      sections: [section(undefined, fillSiteTokens(privacy.lead), fillSiteTokens(privacy.body))],
    },
    ...(['bliv-frivillig', 'stoet-os'] as const).map((slug) => {
      const page = getPage(slug);
      return {
        url: `/${slug}`,
        title: page.title,
        type: 'Side' as const,
        sections: [section(undefined, fillSiteTokens(page.lead), fillSiteTokens(page.body))],
      };
    }),
    ...electionRecords(),
  ];
}

// /stem and the English pages (found by an English query; the index is Danish-first).
function electionRecords(): SearchRecord[] {
  const vote = getPage('stem');
  const english = getEnglishPage('vote');
  const about = getEnglishPage('about');
  return [
    {
      url: '/stem',
      title: vote.title,
      type: 'Side',
      sections: [section(undefined, fillSiteTokens(vote.lead), fillSiteTokens(vote.body))],
    },
    {
      url: '/en',
      title: about.title,
      type: 'Side',
      sections: [
        section(
          undefined,
          fillSiteTokens(about.lead),
          ...englishAreaLines().map((a) => a.line),
          fillSiteTokens(about.body),
        ),
      ],
    },
    {
      url: '/en/vote',
      title: english.title,
      type: 'Side',
      sections: [section(undefined, fillSiteTokens(english.lead), fillSiteTokens(english.body))],
    },
  ];
}

/** Every public content page with its address, title, type and text, in a stable order. */
export function searchRecords(): SearchRecord[] {
  return [
    ...policyAreaRecords(),
    ...themeRecords(),
    ...policyRecords(),
    ...caseRecords(),
    ...candidateRecords(),
    ...playbookRecords(),
    ...pageRecords(),
    ...newsRecords(),
    ...eventRecords(),
    ...newsletterRecords(),
  ];
}
