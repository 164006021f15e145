import { Info } from 'lucide-react';
import { StaticIcon } from '@/components/ui/static-icon';
import type { HomeSections } from '@/lib/content/sections';
import { fillSiteTokens } from '@/lib/content/site-tokens';

function DisclaimerText({ text }: { text: string }) {
  return <p className="mt-2 text-sm leading-relaxed text-amber-950">{fillSiteTokens(text)}</p>;
}

/** Spec: the fictional-AI disclaimer, collapsible below 768 px (a native <details>) and always open from md up. */
export function AiDisclaimer({
  disclaimer: { title, text },
}: {
  disclaimer: HomeSections['disclaimer'];
}) {
  return (
    <aside aria-label="Om AI-eksemplerne" className="container-page">
      <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <details className="group md:hidden">
          <summary className="flex cursor-pointer list-none items-center gap-2 font-semibold">
            <StaticIcon icon={Info} aria-hidden="true" className="h-5 w-5 shrink-0" />
            <span>{title}</span>
            <span className="ml-auto text-sm font-normal underline group-open:hidden">Vis</span>
            <span className="ml-auto hidden text-sm font-normal underline group-open:inline">
              Skjul
            </span>
          </summary>
          <DisclaimerText text={text} />
        </details>
        <div className="hidden md:block">
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <StaticIcon icon={Info} aria-hidden="true" className="h-5 w-5 shrink-0" />
            {title}
          </h2>
          <DisclaimerText text={text} />
        </div>
      </div>
    </aside>
  );
}
