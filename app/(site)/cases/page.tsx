import Link from '@/components/ui/link';
import { Suspense } from 'react';
import { CaseExplorer } from '@/components/cases/case-explorer';
import { CaseResults } from '@/components/cases/case-results';
import { toCaseSummary } from '@/components/cases/to-summary';
import { getCaseDepartments, getCases } from '@/lib/content/cases';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { PartyJsonLd } from '@/components/seo/party-json-ld';

export const metadata = pageMetadata({
  title: 'AI-cases',
  description: `Fiktive eksempler på, hvordan ${site.municipality} kan bruge AI og digitalisering: status, afdeling og sparet tid for hver case.`,
  path: '/cases',
});

export default function CasesPage() {
  const cases = getCases().map(toCaseSummary);
  return (
    <div className="container-page py-12">
      <PartyJsonLd />
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        AI Innovation Cases
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">
        Her kan du se, hvordan AI og digitalisering kan give mere tid til borgerne i{' '}
        {site.municipality}. Filtrér efter afdeling, status og hvor mange timer løsningen sparer om
        måneden.
      </p>
      <p className="mt-2 text-sm text-muted">
        Alle cases og tal er fiktive eksempler til illustration.
      </p>
      <div className="mt-8">
        {/* The pre-rendered HTML holds the full list; the filters take over in the browser. */}
        <Suspense fallback={<CaseResults shown={cases} total={cases.length} />}>
          <CaseExplorer cases={cases} departments={getCaseDepartments()} />
        </Suspense>
      </div>
      <p className="mt-10">
        <Link href="/kpi" className="btn-secondary">
          Se KPI Dashboard
        </Link>
      </p>
    </div>
  );
}
