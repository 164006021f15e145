import { connection } from 'next/server';
import { LiveResults } from '@/components/valgaften/live-results';
import { getDb } from '@/db/index';
import { getCandidates } from '@/lib/content/candidates';
import { danishLongDate } from '@/lib/election/schedule';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { getValgView } from '@/lib/valgaften/read';

export const metadata = pageMetadata({
  title: 'Valgaften',
  description: `Resultaterne fra kommunalvalget i ${site.municipality}, direkte fra valg.dk: stemmer, mandater og ${site.partyName}s kandidater.`,
  path: '/valgaften',
});

/** Candidates with a page on the site, by name (the official files spell names as the ballot does). */
function candidatePages(): Record<string, string> {
  try {
    return Object.fromEntries(getCandidates().map((c) => [c.name, `/kandidater/${c.slug}`]));
  } catch {
    return {};
  }
}

// The night's figures are in the HTML as the server has them now (not the build's); the client leaf keeps them current.
export default async function ValgaftenPage() {
  await connection();
  const { view } = await getValgView(await getDb());
  const closes = site.election.pollingHours.closes.replace(':00', '').replace(':', '.');
  return (
    <article className="container-page max-w-4xl py-10">
      <h1 className="text-4xl font-bold tracking-tight text-ink">
        Valgaften i {site.municipality}
      </h1>
      <p className="mt-2 text-slate-700">
        Resultaterne kommer fra valg.dk (Indenrigs- og Sundhedsministeriets valgdata) og opdateres
        af sig selv.
      </p>
      <LiveResults
        view={view}
        partyName={site.partyName}
        listLetter={site.election.listLetter}
        candidatePages={candidatePages()}
        beforeText={`Valgstederne lukker kl. ${closes} ${danishLongDate(site.election.date)}. De første resultater fra afstemningsområderne kommer normalt en til to timer efter, og siden opdaterer sig selv, efterhånden som de bliver talt op. Personlige stemmer kommer med fintællingen dagen efter.`}
      />
    </article>
  );
}
