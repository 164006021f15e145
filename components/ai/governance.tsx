import Link from 'next/link';
import {
  BookOpen,
  FileCheck,
  FileText,
  GraduationCap,
  HelpCircle,
  ShieldCheck,
} from 'lucide-react';

/** Spec §9 competence tracks. */
const competenceTracks = [
  { level: 'Begynder', hours: 4 },
  { level: 'Øvet', hours: 8 },
  { level: 'Avanceret', hours: 16 },
  { level: 'Ekspert', hours: 24 },
] as const;

const templateDownloads = [
  { href: '/docs/dpia-template.pdf', label: 'DPIA-skabelon', format: 'PDF' },
  {
    href: '/docs/ai-risk-assessment.xlsx',
    label: 'Risikovurdering af AI-løsning',
    format: 'Excel',
  },
  { href: '/docs/ai-ethics-checklist.pdf', label: 'Tjekliste for etisk brug af AI', format: 'PDF' },
] as const;

const iconClass = 'h-6 w-6 text-brand-700';

export function Governance() {
  return (
    <section aria-labelledby="governance" className="space-y-6">
      <div>
        <h2 id="governance" className="text-2xl font-semibold text-ink">
          Ansvarlig AI: Styring og Rammer
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          AI skal bruges trygt, lovligt og åbent. Sådan vil vi sikre det i kommunen.
        </p>
      </div>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <li className="card">
          <ShieldCheck className={iconClass} aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold text-ink">Datasikkerhed</h3>
          <p className="mt-2 text-sm text-slate-700">
            Borgernes data behandles i EU, krypteret og kun af dem, der har brug for det. Vi bruger
            ikke borgerdata til at træne eksterne modeller.
          </p>
        </li>
        <li className="card">
          <FileCheck className={iconClass} aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold text-ink">DPIA og Compliance</h3>
          <p className="mt-2 text-sm text-slate-700">
            Før en AI-løsning tages i brug, laver vi en konsekvensanalyse (DPIA) og følger GDPR og
            EU&apos;s AI-forordning. Databeskyttelsesrådgiveren inddrages altid.
          </p>
        </li>
        <li className="card">
          <FileText className={iconClass} aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold text-ink">Skabeloner</h3>
          <p className="mt-2 text-sm text-slate-700">
            Fælles skabeloner gør det let at gøre det rigtigt fra start (fiktive eksempler):
          </p>
          <ul className="mt-3 space-y-2 text-sm">
            {templateDownloads.map((t) => (
              <li key={t.href}>
                <a href={t.href} download className="font-medium text-brand-700 underline">
                  {t.label} ({t.format})
                </a>
              </li>
            ))}
          </ul>
        </li>
        <li className="card">
          <BookOpen className={iconClass} aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold text-ink">Uddannelse</h3>
          <p className="mt-2 text-sm text-slate-700">
            Alle medarbejdere, der bruger AI, skal have uddannelse i, hvad værktøjerne kan og ikke
            kan – og i at tjekke resultaterne.
          </p>
        </li>
        <li className="card">
          <GraduationCap className={iconClass} aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold text-ink">Kompetencespor</h3>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {competenceTracks.map((t) => (
              <li key={t.level} className="flex justify-between border-b border-slate-100 py-1">
                <span>{t.level}</span>
                <span className="font-semibold">{t.hours} timer</span>
              </li>
            ))}
          </ul>
        </li>
        <li className="card">
          <HelpCircle className={iconClass} aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold text-ink">Spørgsmål?</h3>
          <p className="mt-2 text-sm text-slate-700">
            Har du spørgsmål til, hvordan vi vil bruge AI i kommunen? Så hører vi gerne fra dig.
          </p>
          <Link href="/kontakt" prefetch={false} className="btn-secondary mt-4">
            Kontakt os
          </Link>
        </li>
      </ul>
    </section>
  );
}
