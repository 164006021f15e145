import Link from '@/components/ui/link';
import { CandidateCard } from '@/components/kandidater/candidate-card';
import { getCandidates } from '@/lib/content/candidates';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { PartyJsonLd } from '@/components/seo/party-json-ld';

export const metadata = pageMetadata({
  title: 'Mød vores kandidater',
  description: `Mød ${site.partyName}s kandidater til kommunalvalget i ${site.municipality} – lokale mennesker med engagement og erfaring.`,
  path: '/kandidater',
});

export default function CandidatesPage() {
  return (
    <div>
      <PartyJsonLd />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-14">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">
            Vores Kandidater
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            Mød vores lokale kandidater – mennesker med engagement og erfaring, der vil gøre en
            forskel i {site.municipality}.
          </p>
          <p className="mt-4">
            <Link
              href="/stem"
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              Sådan stemmer du – og giver en kandidat din personlige stemme på liste{' '}
              {site.election.listLetter}
            </Link>
          </p>
        </div>
      </section>
      <div className="container-page py-10">
        <ul className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3">
          {getCandidates().map((c, i) => (
            <li key={c.slug}>
              {/* The first row at 1280 px holds three cards; a phone shows the first. */}
              <CandidateCard candidate={c} lead={i < 3} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
