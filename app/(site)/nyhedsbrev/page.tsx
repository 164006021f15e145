import Link from '@/components/ui/link';
import { PartyJsonLd } from '@/components/seo/party-json-ld';
import { formatDanishDate } from '@/lib/format/danish-date';
import { getArchivedNewsletters, newsletterPath } from '@/lib/content/newsletters';
import { NEWSLETTER_ARCHIVE_PATH, topicLabels } from '@/lib/newsletter/public/archive';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Nyhedsbrevet',
  description: `Læs de nyhedsbreve, ${site.partyName} i ${site.municipality} har sendt, og tilmeld dig selv.`,
  path: NEWSLETTER_ARCHIVE_PATH,
});

// The public archive (issue 36): the newsletters marked archive: true, newest first, each with its web version.
export default function NewsletterArchivePage() {
  const letters = getArchivedNewsletters();
  return (
    <div>
      <PartyJsonLd />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-14">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">Nyhedsbrevet</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            Her kan du læse de nyhedsbreve, vi har sendt: nyt fra byrådet, arrangementer og breve
            fra vores kandidater. Nyhedsbrevene er fiktive eksempler.
          </p>
          <p className="mt-6">
            <Link href="/kontakt" prefetch={false} className="btn-primary">
              Tilmeld dig nyhedsbrevet
            </Link>
          </p>
        </div>
      </section>
      <div className="container-page py-10">
        {letters.length ? (
          <ul className="grid gap-6 md:grid-cols-2">
            {letters.map((letter) => (
              <li key={letter.slug}>
                <article className="card flex h-full flex-col gap-3">
                  <h2 className="text-xl font-semibold text-ink">
                    <Link href={newsletterPath(letter.slug)} className="hover:underline">
                      {letter.subject}
                    </Link>
                  </h2>
                  <p className="text-sm text-muted">
                    <time dateTime={letter.date}>{formatDanishDate(letter.date)}</time>
                    {' · '}
                    {topicLabels(letter).join(', ')}
                  </p>
                  <p className="text-slate-700">{letter.preheader}</p>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <p className="max-w-2xl text-slate-700">
            Der er endnu ingen nyhedsbreve i arkivet. Tilmeld dig, så får du det første, når vi
            sender det.
          </p>
        )}
      </div>
    </div>
  );
}
