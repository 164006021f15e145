import Link from '@/components/ui/link';
import { Governance } from '@/components/ai/governance';
import { PlaybookCard } from '@/components/ai/playbook-card';
import { DemoSection } from '@/components/demo/demo-section';
import { getCases } from '@/lib/content/cases';
import { getPlaybooks } from '@/lib/content/playbooks';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { PartyJsonLd } from '@/components/seo/party-json-ld';

export const metadata = pageMetadata({
  title: 'AI Innovation',
  description: `Sådan vil ${site.partyName} bruge kunstig intelligens ansvarligt i ${site.municipality}: playbooks, styring, DPIA, skabeloner og kompetencespor.`,
  path: '/ai',
});

export default function AiPage() {
  const playbooks = getPlaybooks();
  const cases = getCases();
  const overview = [
    { figure: String(cases.length), text: 'fiktive cases fra kommunens afdelinger' },
    { figure: String(playbooks.length), text: 'playbooks til at komme trygt i gang' },
    { figure: '4', text: 'kompetencespor fra 4 til 24 timer' },
  ];
  return (
    <div>
      <PartyJsonLd />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-14">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            AI Innovation
          </p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-ink sm:text-5xl">
            Kunstig intelligens med mennesket i centrum
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700">
            AI kan give medarbejderne mere tid til borgerne – hvis den bruges åbent, sikkert og med
            et menneske, der altid har det sidste ord. Her viser vi, hvordan {site.municipality} kan
            komme i gang.
          </p>
          <div className="card mt-8 grid gap-6 sm:grid-cols-3" role="group" aria-label="Overblik">
            {overview.map((item) => (
              <p key={item.text}>
                <span className="block text-4xl font-bold text-brand-700">{item.figure}</span>
                <span className="text-sm text-slate-700">{item.text}</span>
              </p>
            ))}
          </div>
          <p className="mt-3 text-sm text-muted">
            Demoer, cases og tal på siden er fiktive eksempler til illustration.
          </p>
        </div>
      </section>

      <DemoSection variant="ai" />

      <div className="container-page space-y-16 py-12">
        <section aria-labelledby="playbooks">
          <h2 id="playbooks" className="text-2xl font-semibold text-ink">
            AI Playbooks
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">
            Trin-for-trin vejledninger til afdelinger, der vil afprøve AI – med roller, risici og
            DPIA.
          </p>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {playbooks.map((p) => (
              <li key={p.slug}>
                <PlaybookCard playbook={p} />
              </li>
            ))}
          </ul>
          <p className="mt-8">
            <Link href="/cases" className="btn-secondary">
              Se alle cases
            </Link>
          </p>
        </section>

        <Governance />
      </div>
    </div>
  );
}
