import Link from '@/components/ui/link';
import { getCandidates } from '@/lib/content/candidates';
import {
  danishDayMonth,
  danishLongDate,
  englishDayMonth,
  englishLongDate,
} from '@/lib/election/schedule';
import { site } from '@/lib/site';

const { election } = site;
const year = (iso: string) => iso.slice(0, 4);
const hours = (time: string) => time.replace(/^0/, '').replace(':', '.');

const texts = {
  da: {
    heading: 'Valget kort',
    day: 'Valgdag',
    dayValue: `${danishLongDate(election.date)}, kl. ${hours(election.pollingHours.opens)}–${hours(election.pollingHours.closes)}`,
    early: 'Brevstemme',
    earlyValue: `${danishDayMonth(election.earlyVoting.start)} – ${danishDayMonth(election.earlyVoting.end)} ${year(election.earlyVoting.end)}`,
    list: 'Vores listebogstav',
    stations: 'Find dit afstemningssted',
    earlyLink: 'Brevstemme i kommunen',
  },
  en: {
    heading: 'The election at a glance',
    day: 'Election day',
    dayValue: `${englishLongDate(election.date)}, ${election.pollingHours.opens}–${election.pollingHours.closes}`,
    early: 'Postal vote',
    earlyValue: `${englishDayMonth(election.earlyVoting.start)} – ${englishDayMonth(election.earlyVoting.end)} ${year(election.earlyVoting.end)}`,
    list: 'Our list letter',
    stations: 'Find your polling station',
    earlyLink: 'Postal voting in the municipality',
  },
};

/** Dates, hours, list letter and the municipality's pages, from content/site.json, on /stem and /en/vote. */
export function ElectionFacts({ lang }: { lang: 'da' | 'en' }) {
  const t = texts[lang];
  return (
    <section aria-labelledby="election-facts" className="card mt-8">
      <h2 id="election-facts" className="text-xl font-semibold text-ink">
        {t.heading}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink">{t.day}</dt>
        <dd>{t.dayValue}</dd>
        <dt className="font-semibold text-ink">{t.early}</dt>
        <dd>{t.earlyValue}</dd>
        <dt className="font-semibold text-ink">{t.list}</dt>
        <dd>
          <span className="font-bold">{election.listLetter}</span> – {site.partyName}
        </dd>
      </dl>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a
            href={election.municipalityLinks.pollingStations}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            {t.stations}
          </a>
        </li>
        <li>
          <a
            href={election.municipalityLinks.earlyVoting}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            {t.earlyLink}
          </a>
        </li>
      </ul>
    </section>
  );
}

/** The party's candidates, each linked, for the personal vote ("Stem personligt på …"). */
export function PersonalVoteList({ lang }: { lang: 'da' | 'en' }) {
  const heading =
    lang === 'da'
      ? `Vores kandidater på liste ${election.listLetter}`
      : `Our candidates on list ${election.listLetter}`;
  return (
    <section aria-labelledby="personal-vote" className="mt-10">
      <h2 id="personal-vote" className="text-2xl font-semibold text-ink">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {getCandidates().map((candidate) => (
          <li key={candidate.slug}>
            <Link
              href={`/kandidater/${candidate.slug}`}
              hrefLang={lang === 'da' ? undefined : 'da'}
              className="card block font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {lang === 'da'
                ? `Stem personligt på ${candidate.name}`
                : `Vote for ${candidate.name}`}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
