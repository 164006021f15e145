import Link from '@/components/ui/link';
import {
  BookOpen,
  FileCheck,
  FileText,
  GraduationCap,
  HelpCircle,
  ShieldCheck,
} from 'lucide-react';
import { StaticIcon } from '@/components/ui/static-icon';
import { getAiGovernance } from '@/lib/content/sections';

const iconClass = 'h-6 w-6 text-brand-700';

/** The AI page's governance cards (spec §9); the copy is in content/sections/ai-governance.json. */
export function Governance() {
  const {
    heading,
    lead,
    dataSecurity,
    compliance,
    templates,
    training,
    competenceTracks,
    questions,
  } = getAiGovernance();
  return (
    <section aria-labelledby="governance" className="space-y-6">
      <div>
        <h2 id="governance" className="text-2xl font-semibold text-ink">
          {heading}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{lead}</p>
      </div>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <li className="card">
          <StaticIcon icon={ShieldCheck} className={iconClass} aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold text-ink">{dataSecurity.title}</h3>
          <p className="mt-2 text-sm text-slate-700">{dataSecurity.text}</p>
        </li>
        <li className="card">
          <StaticIcon icon={FileCheck} className={iconClass} aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold text-ink">{compliance.title}</h3>
          <p className="mt-2 text-sm text-slate-700">{compliance.text}</p>
        </li>
        <li className="card">
          <StaticIcon icon={FileText} className={iconClass} aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold text-ink">{templates.title}</h3>
          <p className="mt-2 text-sm text-slate-700">{templates.text}</p>
          <ul className="mt-3 space-y-2 text-sm">
            {templates.downloads.map((t) => (
              <li key={t.href}>
                <a href={t.href} download className="font-medium text-brand-700 underline">
                  {t.label} ({t.format})
                </a>
              </li>
            ))}
          </ul>
        </li>
        <li className="card">
          <StaticIcon icon={BookOpen} className={iconClass} aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold text-ink">{training.title}</h3>
          <p className="mt-2 text-sm text-slate-700">{training.text}</p>
        </li>
        <li className="card">
          <StaticIcon icon={GraduationCap} className={iconClass} aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold text-ink">{competenceTracks.title}</h3>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {competenceTracks.tracks.map((t) => (
              <li key={t.level} className="flex justify-between border-b border-slate-100 py-1">
                <span>{t.level}</span>
                <span className="font-semibold">{t.hours} timer</span>
              </li>
            ))}
          </ul>
        </li>
        <li className="card">
          <StaticIcon icon={HelpCircle} className={iconClass} aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold text-ink">{questions.title}</h3>
          <p className="mt-2 text-sm text-slate-700">{questions.text}</p>
          <Link href="/kontakt" prefetch={false} className="btn-secondary mt-4">
            {questions.button}
          </Link>
        </li>
      </ul>
    </section>
  );
}
