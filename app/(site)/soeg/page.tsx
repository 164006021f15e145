import Link from '@/components/ui/link';
import { pagefindEarlyStart } from '@/components/search/pagefind';
import { SearchBox } from '@/components/search/search-box';
import { PartyJsonLd } from '@/components/seo/party-json-ld';
import { pagefindFirstFiles } from '@/lib/search/pagefind-files';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Søg',
  description: `Søg i ${site.partyName}s politik, forslag, cases, kandidater og AI-playbooks.`,
  path: '/soeg',
  // A search page has no content of its own for search engines.
  noIndex: true,
});

export default function SearchPage() {
  return (
    <div className="container-page max-w-3xl py-12">
      <PartyJsonLd />
      {/* Starts Pagefind as the HTML is read when the address has ?q= (components/search/pagefind.ts). */}
      <script
        id="pagefind-early"
        dangerouslySetInnerHTML={{ __html: pagefindEarlyStart(pagefindFirstFiles('da')) }}
      />
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Søg</h1>
      <noscript>
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-800">
          Søgningen kræver JavaScript, som er slået fra i din browser. Du kan i stedet se{' '}
          <Link href="/politik" className="font-medium text-brand-800 underline">
            vores politik
          </Link>{' '}
          eller{' '}
          <Link href="/cases" className="font-medium text-brand-800 underline">
            vores cases
          </Link>
          .
        </p>
      </noscript>
      {/* The results arrive after the load (Pagefind runs in the browser): a screen's height keeps the footer from
          being pushed down under the visitor's eyes when they do. */}
      <div className="mt-6 min-h-screen">
        <SearchBox />
      </div>
    </div>
  );
}
